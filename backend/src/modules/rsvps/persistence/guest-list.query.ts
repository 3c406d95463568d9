import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { currentSql, listedSql } from './places.sql';
import type { RsvpWithUserRow } from './rsvp.mapper';

const GUEST_COLUMNS = `r.id, r.user_id, r.guest_name, r.response, r.emoji, r.message, r.plus_ones, r.status,
  r.hidden, r.created_at, u.username, u.first_name, u.last_name, u.avatar, u.is_verified, u.location`;

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
         and (not r.hidden or ?::boolean or r.user_id = ?::uuid)
       order by r.created_at, r.id`,
      [eventId, viewer.isHost, viewer.viewerId],
    );
  }

  /** Hides the user's current RSVP to the event from the list others see, or shows it again. */
  async setHidden(eventId: string, userId: string, hidden: boolean): Promise<void> {
    await this.em.execute(
      `update rsvps r set hidden = ? where r.event_id = ? and r.user_id = ? and ${currentSql('r')}`,
      [hidden, eventId, userId],
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
