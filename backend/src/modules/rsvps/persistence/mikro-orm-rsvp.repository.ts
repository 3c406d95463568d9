import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  err,
  holdsPlace,
  isCapacityLimited,
  isReinstatingGoing,
  ok,
  rsvpAlreadyExistsError,
  rsvpCapacityReachedError,
  eventNotFoundError,
  wouldExceedCapacity,
  type Result,
  type Rsvp,
  type RsvpEvent,
  type RsvpRepository,
  type RsvpStatus,
} from '@nightlife/domain';
import { GOING_HEADCOUNT_SQL } from './going-headcount.sql';
import { RSVP_COLUMNS, toRsvp, type RsvpRow } from './rsvp.mapper';
import { toDate } from '../../../platform/database/sql-values';

type Transaction = Parameters<Parameters<ReturnType<MikroORM['em']['getConnection']>['transactional']>[0]>[0];

interface EventRow {
  id: string;
  host_id: string;
  starts_at: Date | string;
  time_zone: string;
  is_draft: boolean;
  is_published: boolean;
  max_capacity: number | null;
  unlimited_spots: boolean;
}

/**
 * RSVPs in PostgreSQL with raw parameterised SQL: creation is on the hot path (≥ 500/s), so it
 * costs one statement when capacity cannot refuse it, and one short transaction when it can.
 */
@Injectable()
export class MikroOrmRsvpRepository implements RsvpRepository {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    // Raw statements on the pool: no entity is loaded, so no identity map (or fork) is needed.
    return this.orm.em.getConnection();
  }

  async findEventBySlug(slug: string): Promise<RsvpEvent | null> {
    const [row] = await this.connection.execute<EventRow[]>(
      `select id, host_id, starts_at, time_zone, is_draft, is_published, max_capacity, unlimited_spots
       from events where slug = ?`,
      [slug],
    );
    if (!row) return null;
    return {
      id: row.id,
      hostId: row.host_id,
      startsAt: toDate(row.starts_at),
      timeZone: row.time_zone,
      isDraft: row.is_draft,
      isPublished: row.is_published,
      maxCapacity: row.max_capacity,
      unlimitedSpots: row.unlimited_spots,
    };
  }

  // The caller's copy of the event may be stale: whether its capacity limits this RSVP is read
  // again under the lock, so a capacity set meanwhile (MikroOrmEventRepository.update takes the
  // same lock) is never overtaken by an RSVP that saw the event unlimited.
  async createWithinCapacity(rsvp: Rsvp, _event: RsvpEvent): Promise<Result<Rsvp>> {
    // Only going RSVPs take places.
    if (rsvp.response !== 'going') return this.insert(rsvp);
    return this.connection.transactional(async (trx) => {
      // The row lock serialises the going RSVPs of this one event (other events are not
      // blocked). The headcount is read by the next statement: in READ COMMITTED each
      // statement sees what was committed before it started, so it includes the RSVPs of the
      // transactions this lock waited for (a single statement would not).
      const [locked] = await this.connection.execute<Pick<EventRow, 'max_capacity' | 'unlimited_spots'>[]>(
        `select max_capacity, unlimited_spots from events where id = ? for update`,
        [rsvp.eventId],
        'all',
        trx,
      );
      // Deleted since the caller read it.
      if (!locked) return err(eventNotFoundError());
      const capacity = { maxCapacity: locked.max_capacity, unlimitedSpots: locked.unlimited_spots };
      if (!isCapacityLimited(capacity, rsvp)) return this.insert(rsvp, trx);
      const [{ headcount, taken }] = await this.connection.execute<{ headcount: number; taken: boolean }[]>(
        `select
           ${GOING_HEADCOUNT_SQL} as headcount,
           exists (select 1 from rsvps where event_id = ? and user_id = ?) as taken`,
        [rsvp.eventId, rsvp.eventId, rsvp.userId],
        'all',
        trx,
      );
      if (taken) return err(rsvpAlreadyExistsError());
      if (wouldExceedCapacity(capacity, headcount, rsvp)) return err(rsvpCapacityReachedError());
      return this.insert(rsvp, trx);
    });
  }

  async findWithEventHost(rsvpId: string): Promise<{ rsvp: Rsvp; eventHostId: string } | null> {
    const [row] = await this.connection.execute<(RsvpRow & { host_id: string })[]>(
      `select ${RSVP_COLUMNS}, e.host_id from rsvps r join events e on e.id = r.event_id where r.id = ?`,
      [rsvpId],
    );
    return row ? { rsvp: toRsvp(row), eventHostId: row.host_id } : null;
  }

  async updateStatus(rsvp: Rsvp, status: RsvpStatus): Promise<Result<void>> {
    return this.connection.transactional(async (trx) => {
      // The event row lock that RSVP creation and ticket issuance take too: a reinstated place
      // and a freed ticket slot are seen consistently by them.
      const [locked] = await this.connection.execute<Pick<EventRow, 'max_capacity' | 'unlimited_spots'>[]>(
        `select max_capacity, unlimited_spots from events where id = ? for update`,
        [rsvp.eventId],
        'all',
        trx,
      );
      const [current] = await this.connection.execute<RsvpRow[]>(
        `select ${RSVP_COLUMNS} from rsvps r where r.id = ?`,
        [rsvp.id],
        'all',
        trx,
      );
      // Deleted (with its event or user) since the caller read it: nothing left to change.
      if (!locked || !current) return ok(undefined);
      const stored = toRsvp(current);
      if (isReinstatingGoing(stored, status)) {
        const [{ headcount }] = await this.connection.execute<{ headcount: number }[]>(
          `select ${GOING_HEADCOUNT_SQL} as headcount`,
          [rsvp.eventId],
          'all',
          trx,
        );
        const capacity = { maxCapacity: locked.max_capacity, unlimitedSpots: locked.unlimited_spots };
        if (wouldExceedCapacity(capacity, headcount, stored)) return err(rsvpCapacityReachedError());
      }
      await this.connection.execute(
        `update rsvps set status = ? where id = ?`,
        [status, rsvp.id],
        'run',
        trx,
      );
      if (!holdsPlace({ status })) {
        await this.connection.execute(`delete from tickets where rsvp_id = ?`, [rsvp.id], 'run', trx);
      }
      return ok(undefined);
    });
  }

  /** One RSVP per (event, user): the unique constraint decides, so concurrent duplicates lose. */
  private async insert(rsvp: Rsvp, trx?: Transaction): Promise<Result<Rsvp>> {
    const result = await this.connection.execute<{ affectedRows: number }>(
      `insert into rsvps (id, event_id, user_id, guest_name, guest_email, response, emoji, message,
         plus_ones, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict on constraint rsvps_event_user_unique do nothing`,
      [
        rsvp.id,
        rsvp.eventId,
        rsvp.userId,
        rsvp.guestName,
        rsvp.guestEmail,
        rsvp.response,
        rsvp.emoji,
        rsvp.message,
        rsvp.plusOnes,
        rsvp.status,
        rsvp.createdAt,
      ],
      'run',
      trx,
    );
    return result.affectedRows === 1 ? ok(rsvp) : err(rsvpAlreadyExistsError());
  }
}
