import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RsvpWithUserRow } from './rsvp.mapper';

/** Who may see the event's guest list: its host and publication state. */
export interface GuestListEventRow {
  host_id: string;
  is_draft: boolean;
  is_published: boolean;
}

const GUEST_COLUMNS = `r.id, r.user_id, r.guest_name, r.response, r.emoji, r.message, r.plus_ones, r.status,
  r.created_at, u.username, u.first_name, u.last_name, u.avatar, u.is_verified, u.location`;

/** Read side of RSVPs: guest lists with their users' public profile columns. */
@Injectable()
export class GuestListQuery {
  constructor(private readonly em: EntityManager) {}

  /**
   * The event's visibility facts and its RSVPs oldest first, in one statement (the event
   * left-joined to its RSVPs and their users); null when there is no such event.
   */
  async forEvent(eventId: string): Promise<{ event: GuestListEventRow; rsvps: RsvpWithUserRow[] } | null> {
    const rows = await this.em.execute<
      (GuestListEventRow & { [K in keyof RsvpWithUserRow]: RsvpWithUserRow[K] | null })[]
    >(
      `select e.host_id, e.is_draft, e.is_published, ${GUEST_COLUMNS}
       from events e
       left join rsvps r on r.event_id = e.id
       left join users u on u.id = r.user_id
       where e.id = ?
       order by r.created_at, r.id`,
      [eventId],
    );
    if (rows.length === 0) return null;
    const [{ host_id, is_draft, is_published }] = rows;
    return {
      event: { host_id, is_draft, is_published },
      rsvps: rows.filter((row): row is GuestListEventRow & RsvpWithUserRow => row.id !== null),
    };
  }

  async byId(rsvpId: string): Promise<RsvpWithUserRow | null> {
    const [row] = await this.em.execute<RsvpWithUserRow[]>(
      `select ${GUEST_COLUMNS} from rsvps r left join users u on u.id = r.user_id where r.id = ?`,
      [rsvpId],
    );
    return row ?? null;
  }
}
