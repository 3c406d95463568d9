import { uuidArray } from '../../../platform/database/sql-values';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Announcement, type AnnouncementRepository, ok, type Result } from '@nightlife/domain';

/**
 * Announcements with raw SQL through the context-aware EntityManager, so the insert joins the
 * use case's unit of work (with its outbox row).
 */
@Injectable()
export class SqlAnnouncementRepository implements AnnouncementRepository {
  constructor(private readonly em: EntityManager) {}

  async countForeignRecipients(eventId: string, rsvpIds: readonly string[]): Promise<number> {
    // One statement whatever the count: the ids travel as one array parameter.
    const [row] = await this.em.execute<{ foreign: number }[]>(
      `select count(*)::int as "foreign" from unnest(?::uuid[]) as rid(id)
       where not exists (select 1 from rsvps r where r.id = rid.id and r.event_id = ?)`,
      [uuidArray(rsvpIds), eventId],
    );
    return row.foreign;
  }

  async addIfAllowed(
    announcement: Announcement,
    since: Date,
    decide: (sentSince: readonly Date[]) => Result<void>,
  ): Promise<Result<Announcement>> {
    return this.em.transactional(async (em) => {
      // Serialises the announcements of this one event until the transaction ends, so two
      // concurrent sends are decided one after the other; other events are not blocked.
      await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
        `announcements:${announcement.eventId}`,
      ]);
      const sent = await em.execute<{ created_at: Date }[]>(
        `select created_at from announcements where event_id = ? and created_at > ?`,
        [announcement.eventId, since],
      );
      const decided = decide(sent.map((row) => new Date(row.created_at)));
      if (!decided.ok) return decided;
      await em.execute(
        `insert into announcements (id, event_id, message, recipient_ids, recipient_count, created_at)
         values (?, ?, ?, ?::uuid[], ?, ?)`,
        [
          announcement.id,
          announcement.eventId,
          announcement.message,
          `{${announcement.recipientIds.join(',')}}`,
          announcement.recipientIds.length,
          announcement.createdAt,
        ],
        'run',
      );
      return ok(announcement);
    });
  }
}
