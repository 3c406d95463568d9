import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { currentSql, listedSql } from './places.sql';
import { RSVP_COLUMNS, type RsvpRow, type RsvpWithUserRow } from './rsvp.mapper';

// party_of: the RSVP whose +1 link this one claimed (ADR 0029), by the claimed_rsvp index.
const GUEST_COLUMNS = `r.id, r.user_id, r.guest_name, r.response, r.emoji, r.message, r.plus_ones, r.status,
  r.hidden, r.created_at, r.reconfirmed_at, u.username, u.first_name, u.last_name, u.avatar, u.is_verified, u.location,
  (select i.rsvp_id from plus_one_invitations i where i.claimed_rsvp_id = r.id) as party_of`;

/**
 * showsOnGuestList (domain event-policy.ts) over the RSVP row `r`; its two parameters are whether
 * the viewer is the host and the viewer's id. test/guest-list-privacy.int-spec.ts pins it.
 */
export const SHOWS_ON_GUEST_LIST_SQL = '(not r.hidden or ?::boolean or r.user_id = ?::uuid)';

/** Read side of RSVPs: guest lists with their users' public profile columns. */
@Injectable()
export class GuestListQuery {
  constructor(private readonly em: EntityManager) {}

  /**
   * The event's RSVPs oldest first, with their users' public profiles (the caller gates first):
   * the guest list as `viewerId` may see it (showsOnGuestList: a hidden attendee only for the host
   * and themselves), and for its host the requests waiting for approval too.
   */
  async forEvent(eventId: string, viewer: { viewerId: string; isHost: boolean }): Promise<RsvpWithUserRow[]> {
    return this.em.execute<RsvpWithUserRow[]>(
      `select ${GUEST_COLUMNS} from rsvps r left join users u on u.id = r.user_id
       where r.event_id = ? and ${viewer.isHost ? currentSql('r') : listedSql('r')}
         and ${SHOWS_ON_GUEST_LIST_SQL}
       order by r.created_at, r.id`,
      [eventId, viewer.isHost, viewer.viewerId],
    );
  }

  /**
   * Hides the user's current RSVP to the event from the list others see, or shows it again;
   * answers the RSVP, or null when they have none.
   */
  async setHidden(eventId: string, userId: string, hidden: boolean): Promise<RsvpRow | null> {
    const [row] = await this.em.execute<RsvpRow[]>(
      `update rsvps r set hidden = ? where r.event_id = ? and r.user_id = ? and ${currentSql('r')}
       returning ${RSVP_COLUMNS}`,
      [hidden, eventId, userId],
    );
    return row ?? null;
  }

  async byId(rsvpId: string): Promise<RsvpWithUserRow | null> {
    const [row] = await this.em.execute<RsvpWithUserRow[]>(
      `select ${GUEST_COLUMNS} from rsvps r left join users u on u.id = r.user_id where r.id = ?`,
      [rsvpId],
    );
    return row ?? null;
  }
}
