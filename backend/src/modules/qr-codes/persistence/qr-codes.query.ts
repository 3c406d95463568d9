import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { qrCodeTarget, qrTargetPath, type QrCodeKind } from '@nightlife/domain';
import type { QrCodeResponse } from '../http/qr-code.dto';

interface DestinationRow {
  kind: QrCodeKind;
  id: string | null;
  event_id: string | null;
  title: string | null;
  custom_url: string | null;
  scan_count: number;
}

/**
 * Read side of the QR panel: in one statement, the caller's profile code, one code per event
 * the caller hosts (a count of 0 until its first scan) and the custom codes, each newest first.
 */
@Injectable()
export class QrCodesQuery {
  constructor(private readonly em: EntityManager) {}

  async list(ownerId: string): Promise<QrCodeResponse[]> {
    const rows = await this.em.execute<DestinationRow[]>(
      `select 'profile' as kind, null::uuid as id, null::uuid as event_id, null as title, null as custom_url,
         coalesce((select q.scan_count from qr_codes q where q.owner_id = ? and q.kind = 'profile'), 0) as scan_count,
         0 as part, null::timestamptz as sort_at
       union all
       select 'event', null, e.id, e.title, null, coalesce(q.scan_count, 0), 1, e.starts_at
       from events e
       left join qr_codes q on q.owner_id = e.host_id and q.kind = 'event' and q.event_id = e.id
       where e.host_id = ?
       union all
       select 'custom', q.id, null, null, q.custom_url, q.scan_count, 2, q.created_at
       from qr_codes q where q.owner_id = ? and q.kind = 'custom'
       order by part, sort_at desc nulls first, event_id, id`,
      [ownerId, ownerId, ownerId],
    );
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      eventId: row.event_id,
      title: row.title,
      customUrl: row.custom_url,
      // Only a custom code's target is its id; the others' rows have none before a first scan.
      path: qrTargetPath(qrCodeTarget({ id: row.id ?? '', ownerId, kind: row.kind, eventId: row.event_id })),
      scanCount: row.scan_count,
    }));
  }
}
