import { DomainError } from '../kernel/domain-error.js';
import { defineJob } from '../kernel/job.js';

/**
 * A full event's group waitlist (issue 20 §3, ADR 0027). A waiting party is an RSVP in the
 * `waitlisted` state, in the order it joined; freed places are offered to parties as a whole, for
 * a time; an offer holds its places (the `offered` state) until the guest accepts it, declines it
 * or lets it lapse. The rules are here; EventPlaces applies them under the event's places.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long a guest has to accept an offer, at most, unless the host chose otherwise. */
export const OFFER_HOURS = 2;
/** The least time an offer gives, however close the start. */
export const MIN_OFFER_MINUTES = 15;

/** Every this often the waitlist sweep lets lapsed offers pass on (an offer lapses at most this late). */
export const WAITLIST_SWEEP_EVERY_MS = 10_000;

/** A waiting party as the offer rule reads it. */
export interface WaitingParty {
  id: string;
  plusOnes: number;
  createdAt: Date;
}

/** Whether the RSVP is a party on the waitlist: waiting, or holding an offer. */
export function isOnWaitlist(rsvp: { status: string }): boolean {
  return rsvp.status === 'waitlisted' || rsvp.status === 'offered';
}

export const partySize = (party: { plusOnes: number }): number => 1 + party.plusOnes;

/** Queue order: who joined first; the id breaks a tie (as the SQL's order by created_at, id). */
export function queueOrder(a: WaitingParty, b: WaitingParty): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Who gets `free` places (ADR 0027): the waiting parties in queue order, each offered its whole
 * party if it fits in what is still free; a party that does not fit is never split and keeps its
 * turn, and a smaller party behind it may take the places (so 2 free places go to the first party
 * of 1 or 2, not to a party of 3 ahead of it).
 */
export function partiesToOffer<P extends WaitingParty>(free: number, waiting: readonly P[]): P[] {
  const offered: P[] = [];
  let left = free;
  for (const party of [...waiting].sort(queueOrder)) {
    if (left <= 0) break;
    if (partySize(party) <= left) {
      offered.push(party);
      left -= partySize(party);
    }
  }
  return offered;
}

/**
 * How many waiting parties of one size partiesToOffer can take from `free` places: at most
 * free / size. A party it skips is larger than what is free, and what is free only shrinks, so of
 * each size it takes a prefix of the queue: a store loads, for each size, that many of the first
 * waiting parties of the size, and partiesToOffer over them answers as over the whole queue.
 */
export function candidatesOfSize(free: number, size: number): number {
  return Math.max(0, Math.floor(free / size));
}

/**
 * When an offer made `now` lapses: `offerHours` later (the event's waitlistOfferHours), but no
 * later than half the time left before the start, so a guest who does not want the place lets it
 * pass on while it can still be used; never less than MIN_OFFER_MINUTES (also after the start:
 * the night is still on).
 */
export function offerDeadline(now: Date, startsAt: Date, offerHours = OFFER_HOURS): Date {
  const halfToStart = (startsAt.getTime() - now.getTime()) / 2;
  const ms = Math.max(MIN_OFFER_MINUTES * MINUTE_MS, Math.min(offerHours * HOUR_MS, halfToStart));
  return new Date(now.getTime() + ms);
}

/** How an offer ended: null while it is open. */
export const OFFER_OUTCOMES = ['accepted', 'declined', 'expired'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** A waiting party's offer of places: it holds them until it is accepted, declined or lapses. */
export interface WaitlistOffer {
  id: string;
  eventId: string;
  rsvpId: string;
  /** The party's places it holds (1 + plus-ones when made). */
  places: number;
  offeredAt: Date;
  expiresAt: Date;
  outcome: OfferOutcome | null;
  decidedAt: Date | null;
}

/** Whether an open offer can still be accepted at `now`. */
export function offerLive(offer: WaitlistOffer, now: Date): boolean {
  return offer.outcome === null && now.getTime() < offer.expiresAt.getTime();
}

/** Runs an offer round on one event: written with a save that freed places while parties wait. */
export const offerFreedPlacesJob = defineJob<{ eventId: string }>('rsvps.waitlist-offers');

/**
 * The waitlist sweep (scheduled): lets lapsed offers pass on and runs a round wherever places are
 * free while parties wait (a raised capacity, a waitlist turned back on, a round job lost).
 */
export const waitlistSweepJob = defineJob<Record<string, never>>('rsvps.waitlist-sweep');

export const WaitlistErrorCodes = {
  CLOSED: 'WAITLIST.CLOSED',
  NOT_WAITING: 'WAITLIST.NOT_WAITING',
  OFFER_NOT_FOUND: 'WAITLIST.OFFER_NOT_FOUND',
  OFFER_EXPIRED: 'WAITLIST.OFFER_EXPIRED',
  NO_ROOM: 'WAITLIST.NO_ROOM',
} as const;
export type WaitlistErrorCode = (typeof WaitlistErrorCodes)[keyof typeof WaitlistErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<WaitlistErrorCode, true> {}
}

export function waitlistClosedError(): DomainError {
  return new DomainError(WaitlistErrorCodes.CLOSED, 'This event has no waitlist.');
}

export function notWaitingError(): DomainError {
  return new DomainError(WaitlistErrorCodes.NOT_WAITING, 'You are not on the waitlist of this event.');
}

export function offerNotFoundError(): DomainError {
  return new DomainError(WaitlistErrorCodes.OFFER_NOT_FOUND, 'Offer not found.');
}

export function offerExpiredError(): DomainError {
  return new DomainError(
    WaitlistErrorCodes.OFFER_EXPIRED,
    'This offer has expired: the places went to the next guest on the waitlist.',
  );
}

export function waitlistNoRoomError(): DomainError {
  return new DomainError(WaitlistErrorCodes.NO_ROOM, 'There are not enough free places for this party.');
}
