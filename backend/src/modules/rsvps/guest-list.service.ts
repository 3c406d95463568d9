import { Injectable } from '@nestjs/common';
import { canSeeGuestList, err, eventNotFoundError, ok, type Result } from '@nightlife/domain';
import { type GuestListEventRow, GuestListQuery } from './persistence/guest-list.query';
import { toRsvpWithUserView } from './persistence/rsvp.mapper';
import type { RsvpWithUserView } from './rsvp-view';

/**
 * Guest lists, gated on the server by the domain's canSeeGuestList; a caller who may not see
 * the list gets the 404 of an unknown event.
 */
const toAccessFacts = (event: GuestListEventRow) => ({
  hostId: event.host_id,
  isDraft: event.is_draft,
  isPublished: event.is_published,
});

@Injectable()
export class GuestListService {
  constructor(private readonly query: GuestListQuery) {}

  async listForEvent(eventId: string, viewerId: string): Promise<Result<RsvpWithUserView[]>> {
    const found = await this.query.forEvent(eventId);
    if (found === null || !canSeeGuestList(toAccessFacts(found.event), { userId: viewerId })) {
      return err(eventNotFoundError());
    }
    return ok(found.rsvps.map(toRsvpWithUserView));
  }

  async byId(rsvpId: string): Promise<RsvpWithUserView | null> {
    const row = await this.query.byId(rsvpId);
    return row === null ? null : toRsvpWithUserView(row);
  }
}
