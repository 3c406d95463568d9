import { gateEvent } from '../../events/event-access.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpEventPastError, rsvpNotFoundError } from '../rsvp-errors.js';
import type { Rsvp } from '../rsvp.js';
import { isOnWaitlist } from '../waitlist.js';

export interface CancelRsvpInput {
  slug: string;
  userId: string;
}

/**
 * A guest cancels their RSVP to an upcoming event (the lifecycle's cancel): its places and ticket
 * are freed at once and it leaves the guest list; the guest may answer again later. Only a
 * confirmed RSVP can be cancelled: a declined or checked-in one answers RSVP.TRANSITION_NOT_ALLOWED.
 */
export class CancelRsvpUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: CancelRsvpInput): Promise<Result<Rsvp>> {
    const now = this.clock.now();
    return this.places.update({ slug: input.slug }, { userIds: [input.userId] }, (places) => {
      // An event the caller may not see answers like an unknown slug.
      const gated = gateEvent(places.event, places.viewer(input.userId), 'view');
      if (!gated.ok) return gated;
      if (eventStatus(gated.value, now) === 'past') return err(rsvpEventPastError());
      const current = places.currentRsvpOf(input.userId);
      if (current === null) return err(rsvpNotFoundError());
      // On the waitlist, cancelling is leaving it (an open offer is declined and passes on).
      if (isOnWaitlist(current)) return places.leaveWaitlist(input.userId, now);
      return places.moveTo(current.id, 'cancelled', places.actorsFor(input.userId, current));
    });
  }
}
