import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QrCode, QrCodeKind, QrCodeRepository, QrScan } from '@nightlife/domain';
import { toDate } from '../../../platform/database/sql-values';

interface QrCodeRow {
  id: string;
  owner_id: string;
  kind: string;
  event_id: string | null;
  custom_url: string | null;
  scan_count: number;
  created_at: Date | string;
}

const COLUMNS = 'id, owner_id, kind, event_id, custom_url, scan_count, created_at';

/** QR codes in PostgreSQL; counts and creations are decided by the tables' unique indexes and keys. */
@Injectable()
export class MikroOrmQrCodeRepository implements QrCodeRepository {
  constructor(private readonly em: EntityManager) {}

  async findCustom(codeId: string): Promise<QrCode | null> {
    const [row] = await this.em.execute<QrCodeRow[]>(
      `select ${COLUMNS} from qr_codes where id = ? and kind = 'custom'`,
      [codeId],
    );
    return row ? toQrCode(row) : null;
  }

  async findUsername(userId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ username: string }[]>('select username from users where id = ?', [
      userId,
    ]);
    return row?.username ?? null;
  }

  async countScan(
    scan: QrScan,
    visit: { newId: string; at: Date; clientKey: string; countedAfter: Date },
  ): Promise<void> {
    const codeId = scan.kind === 'custom' ? scan.codeId : await this.codeRowOf(scan, visit.newId, visit.at);
    // Clients counted before the window are free to count again.
    await this.em.execute('delete from qr_scan_clients where code_id = ? and counted_at <= ?', [
      codeId,
      visit.countedAfter,
    ]);
    // The client's row decides: concurrent scans by one client meet in its primary key, and only
    // the one that made the row counts. A code deleted meanwhile gets neither.
    await this.em.execute(
      `with counted as (
         insert into qr_scan_clients (code_id, client_key, counted_at)
         select id, ?, ? from qr_codes where id = ?
         on conflict (code_id, client_key) do nothing
         returning code_id
       )
       update qr_codes set scan_count = scan_count + 1 where id in (select code_id from counted)`,
      [visit.clientKey, visit.at, codeId],
    );
  }

  /** The id of a profile's or an event's code row, made (with no scans yet) by its first scan. */
  private async codeRowOf(
    scan: Exclude<QrScan, { kind: 'custom' }>,
    newId: string,
    at: Date,
  ): Promise<string> {
    const target =
      scan.kind === 'event'
        ? { eventId: scan.eventId, conflict: `("owner_id", "event_id") where "kind" = 'event'` }
        : { eventId: null, conflict: `("owner_id") where "kind" = 'profile'` };
    // The no-op update makes the existing row answer too.
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into qr_codes (id, owner_id, kind, event_id, custom_url, scan_count, created_at)
       values (?, ?, ?, ?, null, 0, ?)
       on conflict ${target.conflict} do update set scan_count = qr_codes.scan_count
       returning id`,
      [newId, scan.ownerId, scan.kind, target.eventId, at],
    );
    return row.id;
  }

  async createCustomIfAbsent(code: QrCode): Promise<{ code: QrCode; created: boolean }> {
    const inserted = await this.em.execute<QrCodeRow[]>(
      `insert into qr_codes (id, owner_id, kind, event_id, custom_url, scan_count, created_at)
       values (?, ?, 'custom', null, ?, 0, ?)
       on conflict ("owner_id", "custom_url") where "kind" = 'custom' do nothing
       returning ${COLUMNS}`,
      [code.id, code.ownerId, code.customUrl, code.createdAt],
    );
    if (inserted.length === 1) return { code: toQrCode(inserted[0]), created: true };
    const [existing] = await this.em.execute<QrCodeRow[]>(
      `select ${COLUMNS} from qr_codes where owner_id = ? and kind = 'custom' and custom_url = ?`,
      [code.ownerId, code.customUrl],
    );
    return { code: toQrCode(existing), created: false };
  }

  async deleteCustom(ownerId: string, codeId: string): Promise<boolean> {
    const deleted = await this.em.execute<{ id: string }[]>(
      `delete from qr_codes where id = ? and owner_id = ? and kind = 'custom' returning id`,
      [codeId, ownerId],
    );
    return deleted.length === 1;
  }
}

function toQrCode(row: QrCodeRow): QrCode {
  return {
    id: row.id,
    ownerId: row.owner_id,
    // The table's check constraint allows only the domain's kinds.
    kind: row.kind as QrCodeKind,
    eventId: row.event_id,
    customUrl: row.custom_url,
    scanCount: row.scan_count,
    createdAt: toDate(row.created_at),
  };
}
