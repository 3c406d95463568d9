import { Injectable } from '@nestjs/common';
import { type QrVisit, RecordQrScanUseCase } from '@nightlife/domain';
import type { QrScanPages } from '../../platform/frontend-hosting/qr-scans';

/** The page /qr/{id} (frontend hosting): counts the scan and says where to send the browser. */
@Injectable()
export class QrScanRedirects implements QrScanPages {
  constructor(private readonly recordScan: RecordQrScanUseCase) {}

  async scan(id: string, eventId: string | null, visit: QrVisit): Promise<string | null> {
    const result = await this.recordScan.execute({ id, eventId, visit });
    return result.ok ? result.value.location : null;
  }
}
