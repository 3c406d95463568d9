import { gateEvent } from '../../events/event-access.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import { idsOnDemand, type IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpEventPastError } from '../rsvp-errors.js';
import { validateRsvpFields } from '../rsvp-validation.js';
import { newRsvp, type Rsvp } from '../rsvp.js';
import type { WaitlistOffer } from '../waitlist.js';
import type { ReleaseUnreconfirmedUseCase } from './reconfirmation.use-cases.js';

// The waitlist's use cases (issue 20 §3, ADR 0027): each gates the event and runs one EventPlaces
// command through the store, as every change of who holds a place does.

export interface JoinWaitlistInput {
  slug: string;
  user: { id: string; firstName: string | null; lastName: string | null; email: string | null };
  plusOnes: unknown;
  /** The invite code of the link the user came by: an invite-only event needs it (ADR 0038). */
  inviteCode?: string | null;
}

/** A signed-in guest joins an upcoming full event's waitlist with their party (1 + plus-ones). */
export class JoinWaitlistUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: JoinWaitlistInput): Promise<Result<Rsvp>> {
    // The party as an RSVP would have it: the same plus-ones rule and message.
    const validated = validateRsvpFields({ response: 'going', plusOnes: input.plusOnes ?? 0 });
    if ('errors' in validated) return err(DomainError.validation(validated.errors));
    const id = this.ids.next();
    const now = this.clock.now();
    return this.places.update({ slug: input.slug }, { userIds: [input.user.id] }, (places) => {
      const gated = gateEvent(places.event, places.viewer(input.user.id, input.inviteCode), 'view');
      if (!gated.ok) return gated;
      if (eventStatus(gated.value, now) === 'past') return err(rsvpEventPastError());
      return places.joinWaitlist(
        newRsvp(id, gated.value.id, input.user, now, {
          response: 'going',
          guestEmail: input.user.email,
          plusOnes: validated.fields.plusOnes,
          status: 'waitlisted',
        }),
      );
    });
  }
}

/** The guest leaves the event's waitlist (declining an open offer, whose places pass on). */
export class LeaveWaitlistUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { slug: string; userId: string }): Promise<Result<Rsvp>> {
    const now = this.clock.now();
    return this.places.update({ slug: input.slug }, { userIds: [input.userId] }, (places) => {
      const gated = gateEvent(places.event, places.viewer(input.userId), 'view');
      if (!gated.ok) return gated;
      return places.leaveWaitlist(input.userId, now);
    });
  }
}

/** The guest accepts or declines their offer; anyone else's offer is not found. */
export class AnswerOfferUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    offerId: string;
    userId: string;
    answer: 'accept' | 'decline';
  }): Promise<Result<Rsvp>> {
    const now = this.clock.now();
    return this.places.update({ offerId: input.offerId }, { offerIds: [input.offerId] }, (places) =>
      input.answer === 'accept'
        ? places.acceptOffer(input.offerId, input.userId, now)
        : places.declineOffer(input.offerId, input.userId, now),
    );
  }
}

/**
 * An offer round on one event (the job a save writes when it frees places while parties wait,
 * and the sweep): the free places go to the waiting parties the rule picks. Running it twice
 * offers nothing twice: the second run finds the places held.
 */
export class OfferFreedPlacesUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { eventId: string; lapsedOfferIds?: readonly string[] }): Promise<WaitlistOffer[]> {
    const offerId = idsOnDemand(this.ids);
    const now = this.clock.now();
    return this.places.update(
      { eventId: input.eventId },
      { offerIds: input.lapsedOfferIds ?? [], waitingParties: true },
      (places) => {
        places.expireOffers(now);
        return places.offerPlaces(offerId, now);
      },
    );
  }
}

/** The host offers places to one waiting party out of turn, if the whole party fits now. */
export class OfferPlacesByHandUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** Answers the offer with the event's zone, which its deadline is told in. */
  async execute(input: {
    eventId: string;
    rsvpId: string;
    callerId: string;
  }): Promise<Result<WaitlistOffer & { timeZone: string }>> {
    const offerId = this.ids.next();
    const now = this.clock.now();
    return this.places.update({ eventId: input.eventId }, { rsvpIds: [input.rsvpId] }, (places) => {
      const gated = gateEvent(places.event, { userId: input.callerId }, 'manage');
      if (!gated.ok) return gated;
      const offered = places.offerTo(input.rsvpId, offerId, now);
      return offered.ok ? ok({ ...offered.value, timeZone: gated.value.timeZone }) : offered;
    });
  }
}

/** Where the sweep finds its work. */
export interface WaitlistSweepSource {
  /**
   * The events with an open offer past its deadline (their ids), or with free places while parties
   * wait on an open waitlist, or past their reconfirmation deadline with places to release.
   */
  due(now: Date): Promise<{ eventId: string; lapsedOfferIds: string[]; releaseUnreconfirmed: boolean }[]>;
}

/**
 * The waitlist sweep (a scheduled job, ADR 0027): releases the places not reconfirmed by an
 * event's deadline (ADR 0028), lets lapsed offers pass on and runs a round on every event with free
 * places and waiting parties. Each event is one command, so a sweep run twice
 * or killed half-way does nothing twice.
 */
export class SweepWaitlistUseCase {
  constructor(
    private readonly source: WaitlistSweepSource,
    private readonly round: OfferFreedPlacesUseCase,
    private readonly release: ReleaseUnreconfirmedUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ events: number; offers: number; released: number }> {
    const due = await this.source.due(this.clock.now());
    let offers = 0;
    let released = 0;
    for (const work of due) {
      if (work.releaseUnreconfirmed) released += (await this.release.execute(work)).length;
      offers += (await this.round.execute(work)).length;
    }
    return { events: due.length, offers, released };
  }
}
