import type { QrCode } from '../qr-codes/qr-code.js';
import type { QrCodeRepository, QrScan } from '../qr-codes/qr-code.repository.port.js';

/** QrCodeRepository over plain arrays, with the table's one-row-per-target rule. */
export class InMemoryQrCodeRepository implements QrCodeRepository {
  private readonly codes: QrCode[] = [];
  /** When each client (code id and client key) was last counted. */
  private readonly lastCounted = new Map<string, Date>();

  constructor(private readonly users: Record<string, string> = {}) {}

  async findCustom(codeId: string): Promise<QrCode | null> {
    const code = this.codes.find((c) => c.kind === 'custom' && c.id === codeId);
    return code ? { ...code } : null;
  }

  async findUsername(userId: string): Promise<string | null> {
    return this.users[userId] ?? null;
  }

  async countScan(
    scan: QrScan,
    visit: { newId: string; at: Date; clientKey: string; countedAfter: Date },
  ): Promise<void> {
    let code = this.codes.find((c) =>
      scan.kind === 'custom'
        ? c.id === scan.codeId
        : c.kind === scan.kind &&
          c.ownerId === scan.ownerId &&
          c.eventId === (scan.kind === 'event' ? scan.eventId : null),
    );
    if (!code && scan.kind !== 'custom') {
      code = {
        id: visit.newId,
        ownerId: scan.ownerId,
        kind: scan.kind,
        eventId: scan.kind === 'event' ? scan.eventId : null,
        customUrl: null,
        scanCount: 0,
        createdAt: visit.at,
      };
      this.codes.push(code);
    }
    if (!code) return;
    const client = `${code.id} ${visit.clientKey}`;
    const last = this.lastCounted.get(client);
    if (last && last > visit.countedAfter) return;
    this.lastCounted.set(client, visit.at);
    code.scanCount += 1;
  }

  async createCustomIfAbsent(code: QrCode): Promise<{ code: QrCode; created: boolean }> {
    const existing = this.codes.find(
      (c) => c.kind === 'custom' && c.ownerId === code.ownerId && c.customUrl === code.customUrl,
    );
    if (existing) return { code: { ...existing }, created: false };
    this.codes.push({ ...code });
    return { code: { ...code }, created: true };
  }

  async deleteCustom(ownerId: string, codeId: string): Promise<boolean> {
    const index = this.codes.findIndex(
      (c) => c.kind === 'custom' && c.id === codeId && c.ownerId === ownerId,
    );
    if (index < 0) return false;
    this.codes.splice(index, 1);
    return true;
  }

  /** Every stored code, for assertions. */
  all(): QrCode[] {
    return this.codes.map((code) => ({ ...code }));
  }
}
