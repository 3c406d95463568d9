import { Injectable } from '@nestjs/common';
import { SqlClient } from '../../../platform/database/sql-client';

export interface ClaimedLinkRow {
  id: string;
  code: string;
  claimed_at: Date | string;
  /** null when the claimant's account (and RSVP) is gone. */
  claimed_by: string | null;
}

/** The +1 links a guest's friends claimed, as the inviter reads them (the open ones are EventPlaces'). */
@Injectable()
export class InvitationsQuery {
  constructor(private readonly sql: SqlClient) {}

  claimedLinks(eventId: string, userId: string): Promise<ClaimedLinkRow[]> {
    return this.sql.query<ClaimedLinkRow>(
      `select i.id, i.code, i.claimed_at, c.guest_name as claimed_by
       from rsvps r join plus_one_invitations i on i.rsvp_id = r.id
         left join rsvps c on c.id = i.claimed_rsvp_id
       where r.event_id = ?::uuid and r.user_id = ?::uuid and i.claimed_at is not null
       order by i.claimed_at, i.id`,
      [eventId, userId],
    );
  }
}
