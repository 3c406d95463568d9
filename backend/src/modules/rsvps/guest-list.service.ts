import { Injectable } from '@nestjs/common';
import { canManageEvent, ok, requireEvent, type Result } from '@nightlife/domain';
import { SqlEventAccess } from '../event-access';
import { GuestListQuery } from './persistence/guest-list.query';
import { toRsvpWithUserView } from './persistence/rsvp.mapper';
import type { RsvpWithUserView } from './rsvp-view';

/**
 * Guest lists, gated on the server by the event-access gate's seeGuestList rule; a caller who may
 * not see the list gets the 404 of an unknown event.
 */
@Injectable()
export class GuestListService {
  constructor(
    private readonly events: SqlEventAccess,
    private readonly query: GuestListQuery,
  ) {}

  async listForEvent(eventId: string, viewerId: string): Promise<Result<RsvpWithUserView[]>> {
    const gated = await requireEvent(this.events, { eventId }, viewerId, 'seeGuestList');
    if (!gated.ok) return gated;
    const withRequests = canManageEvent(gated.value.event, { userId: viewerId });
    return ok((await this.query.forEvent(eventId, { withRequests })).map(toRsvpWithUserView));
  }

  async byId(rsvpId: string): Promise<RsvpWithUserView | null> {
    const row = await this.query.byId(rsvpId);
    return row === null ? null : toRsvpWithUserView(row);
  }
}
