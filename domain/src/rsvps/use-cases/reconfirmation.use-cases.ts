import { gateEvent } from '../../events/event-access.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpEventPastError } from '../rsvp-errors.js';
import type { Rsvp } from '../rsvp.js';

// Day-of reconfirmation's use cases (issue 20 §4, ADR 0028): the guest's answer, and the release of
// unanswered places at the deadline (the waitlist sweep runs it).

/** The guest says they are still coming, between the question and the deadline. */
export class ReconfirmRsvpUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { slug: string; userId: string }): Promise<Result<Rsvp>> {
    const now = this.clock.now();
    return this.places.update({ slug: input.slug }, { userIds: [input.userId] }, (places) => {
      const gated = gateEvent(places.event, places.viewer(input.userId), 'view');
      if (!gated.ok) return gated;
      if (eventStatus(gated.value, now) === 'past') return err(rsvpEventPastError());
      return places.reconfirm(input.userId, now);
    });
  }
}

/**
 * At the deadline, the places of guests who were asked and did not reconfirm are released: one
 * command for the event, so a second run releases nothing twice.
 */
export class ReleaseUnreconfirmedUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { eventId: string }): Promise<Rsvp[]> {
    const now = this.clock.now();
    return this.places.update({ eventId: input.eventId }, { unreconfirmed: true }, (places) =>
      places.releaseUnreconfirmed(now),
    );
  }
}
