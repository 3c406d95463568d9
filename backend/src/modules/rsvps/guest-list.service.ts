import { Injectable } from '@nestjs/common';
import { err, eventNotFoundError, ok, type Result } from '@nightlife/domain';
import { GuestListQuery } from './persistence/guest-list.query';
import { toRsvpWithUserView } from './persistence/rsvp.mapper';
import type { RsvpWithUserView } from './rsvp-view';

/**
 * Guest lists, gated on the server: signed-in callers only (the controller's guard), and a
 * draft or unpublished event's list only for its host; everyone else gets the 404 of an
 * unknown event.
 */
@Injectable()
export class GuestListService {
  constructor(private readonly query: GuestListQuery) {}

  async listForEvent(eventId: string, viewerId: string): Promise<Result<RsvpWithUserView[]>> {
    const found = await this.query.forEvent(eventId);
    if (
      found === null ||
      ((found.event.is_draft || !found.event.is_published) && found.event.host_id !== viewerId)
    ) {
      return err(eventNotFoundError());
    }
    return ok(found.rsvps.map(toRsvpWithUserView));
  }

  async byId(rsvpId: string): Promise<RsvpWithUserView | null> {
    const row = await this.query.byId(rsvpId);
    return row === null ? null : toRsvpWithUserView(row);
  }
}
