import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { currentSql, listedSql } from './places.sql';
import type { RsvpWithUserRow } from './rsvp.mapper';

const GUEST_COLUMNS = `r.id, r.user_id, r.guest_name, r.response, r.emoji, r.message, r.plus_ones, r.status,
  r.created_at, u.username, u.first_name, u.last_name, u.avatar, u.is_verified, u.location`;

/** Read side of RSVPs: guest lists with their users' public profile columns. */
@Injectable()
export class GuestListQuery {
  constructor(private readonly em: EntityManager) {}

  /**
   * The event's RSVPs oldest first, with their users' public profiles (the caller gates first):
   * the guest list, and for its host the requests waiting for approval too.
   */
  async forEvent(eventId: string, { withRequests }: { withRequests: boolean }): Promise<RsvpWithUserRow[]> {
    return this.em.execute<RsvpWithUserRow[]>(
      `select ${GUEST_COLUMNS} from rsvps r left join users u on u.id = r.user_id
       where r.event_id = ? and ${withRequests ? currentSql('r') : listedSql('r')}
       order by r.created_at, r.id`,
      [eventId],
    );
  }

  async byId(rsvpId: string): Promise<RsvpWithUserRow | null> {
    const [row] = await this.em.execute<RsvpWithUserRow[]>(
      `select ${GUEST_COLUMNS} from rsvps r left join users u on u.id = r.user_id where r.id = ?`,
      [rsvpId],
    );
    return row ?? null;
  }
}
