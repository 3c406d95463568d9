// An event's capacity on its own (no imports): the public event page reads it on a byte budget.

type Capacity = { maxCapacity: number | null; unlimitedSpots: boolean };

/** The event's capacity, or null when nothing limits it. */
export function capacityLimit(event: Capacity): number | null {
  return event.unlimitedSpots ? null : event.maxCapacity;
}

/** The places still free at an event with this headcount, or null when nothing limits it. */
export function placesLeft(event: Capacity, placesTaken: number): number | null {
  const limit = capacityLimit(event);
  return limit === null ? null : Math.max(0, limit - placesTaken);
}

/** What the waitlist reads of an event. */
export interface WaitlistEvent {
  maxCapacity: number | null;
  unlimitedSpots: boolean;
  requireApproval: boolean;
  /** The host's switch (event field `waitlist`, on by default). */
  waitlist: boolean;
}

/**
 * Whether a full event takes a waitlist: it has a capacity, the host left the waitlist on, and it
 * does not need approval (a request holds nothing, so a full event still takes requests and the
 * host decides who gets the places).
 */
export function waitlistOpen(event: WaitlistEvent): boolean {
  return capacityLimit(event) !== null && event.waitlist && !event.requireApproval;
}

/**
 * Whether places free at the event go to the parties waiting for one (in offer rounds): unless
 * the host decides who comes (approval). A waitlist switched off takes no new party, but those
 * already in line keep their turn; a capacity removed lets every one of them in (they were
 * waiting for a place, not for a list).
 */
export function offersToWaiting(event: WaitlistEvent): boolean {
  return !event.requireApproval;
}

/**
 * Whether an offer round has something to give: parties wait, free places go to them
 * (offersToWaiting) and some are free. The sweep's SQL finds the events where it holds
 * (pinned by waitlist-sweep-sql.int-spec.ts).
 */
export function offerRoundHasPlaces(
  event: WaitlistEvent,
  placesTaken: number,
  partiesWaiting: number,
): boolean {
  if (partiesWaiting === 0 || !offersToWaiting(event)) return false;
  const left = placesLeft(event, placesTaken);
  return left === null || left > 0;
}

/**
 * Whether an edit of the event may have freed places for its waiting parties: a raised or removed
 * capacity, or approval switched off. An offer round then
 * runs at once instead of at the next sweep; the round itself decides what there is to offer.
 */
export function editMayFreePlaces(before: WaitlistEvent, after: WaitlistEvent): boolean {
  if (!offersToWaiting(after)) return false;
  if (!offersToWaiting(before)) return true;
  const [limitBefore, limitAfter] = [capacityLimit(before), capacityLimit(after)];
  return limitBefore !== null && (limitAfter === null || limitAfter > limitBefore);
}

/**
 * The places a new answer may take: while parties wait for a limited event's places (offersToWaiting),
 * none (the queue goes first: a freed place is theirs, and a newcomer joins the waitlist behind
 * them, or is told the event is full once the waitlist is switched off); else the places left.
 * null when nothing limits them.
 */
export function placesOpenToNew(
  event: WaitlistEvent,
  placesTaken: number,
  partiesWaiting: number,
): number | null {
  if (partiesWaiting > 0 && capacityLimit(event) !== null && offersToWaiting(event)) return 0;
  return placesLeft(event, placesTaken);
}
