import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RecordQrScanUseCase } from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import type { QrScanPages, QrScanVisit } from '../../platform/frontend-hosting/qr-scans';

/** The page /qr/{id} (frontend hosting): counts the scan and says where to send the browser. */
@Injectable()
export class QrScanRedirects implements QrScanPages {
  constructor(
    private readonly recordScan: RecordQrScanUseCase,
    private readonly config: AppConfig,
  ) {}

  async scan(id: string, eventId: string | null, { ip, ...visit }: QrScanVisit): Promise<string | null> {
    const result = await this.recordScan.execute({
      id,
      eventId,
      visit: { ...visit, clientKey: this.clientKey(ip, visit.userAgent) },
    });
    return result.ok ? result.value.location : null;
  }

  /**
   * The scanning client as stored: its address and browser, hashed with the server's secret so
   * no one can recover the address from the table (an unkeyed hash of an IPv4 address is a lookup).
   */
  private clientKey(ip: string, userAgent: string): string {
    return createHmac('sha256', this.config.sessionSecret)
      .update(`qr-scan\n${ip}\n${userAgent}`)
      .digest('hex');
  }
}
