import { Injectable } from '@nestjs/common';
import {
  canManageEvent,
  err,
  guestListPrivateError,
  guestListPrivateMessage,
  guestListSharedWith,
  ok,
  requireEvent,
  type Result,
  type Rsvp,
  rsvpNotFoundError,
} from '@nightlife/domain';
import { SqlEventAccess } from '../event-access';
import { GuestListQuery } from './persistence/guest-list.query';
import { toRsvp, toRsvpWithUserView } from './persistence/rsvp.mapper';
import type { RsvpWithUserView } from './rsvp-view';

/**
 * Guest lists, gated on the server by the event-access gate's seeGuestList rule (a caller who may
 * not ask gets the 404 of an unknown event), then by who the host shares the list with (403
 * EVENT.GUEST_LIST_PRIVATE), and without the attendees who hid themselves (issue 21 §4).
 */
@Injectable()
export class GuestListService {
  constructor(
    private readonly events: SqlEventAccess,
    private readonly query: GuestListQuery,
  ) {}

  async listForEvent(
    eventId: string,
    viewerId: string,
    inviteCode: string | null = null,
  ): Promise<Result<RsvpWithUserView[]>> {
    const gated = await requireEvent(
      this.events,
      { eventId },
      { userId: viewerId, inviteCode },
      'seeGuestList',
    );
    if (!gated.ok) return gated;
    const { event, viewer } = gated.value;
    if (!guestListSharedWith(event, viewer))
      return err(guestListPrivateError(guestListPrivateMessage(event.guestListVisibility)));
    const isHost = canManageEvent(event, viewer);
    return ok((await this.query.forEvent(eventId, { viewerId, isHost })).map(toRsvpWithUserView));
  }

  /**
   * The caller hides their RSVP to an event they can see from the guest list others see, or shows
   * it again. A display choice, not a change of place: written beside EventPlaces, under no lock.
   */
  async setHidden(slug: string, userId: string, hidden: boolean): Promise<Result<Rsvp>> {
    const gated = await requireEvent(this.events, { slug }, userId, 'view');
    if (!gated.ok) return gated;
    const row = await this.query.setHidden(gated.value.event.id, userId, hidden);
    return row === null ? err(rsvpNotFoundError()) : ok(toRsvp(row));
  }

  async byId(rsvpId: string): Promise<RsvpWithUserView | null> {
    const row = await this.query.byId(rsvpId);
    return row === null ? null : toRsvpWithUserView(row);
  }
}
