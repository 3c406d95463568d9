import type { RsvpResponse } from './rsvp-response.js';

/**
 * The RSVP lifecycle's states (docs/rsvp-lifecycle.md): an RSVP's status is its state, and every
 * change of state is one of the transitions of rsvp-transitions.ts. Whether a state holds a place,
 * is listed or is the guest's own is said once, here; the event's counters (EventPlaces), the views
 * and every SQL predicate derive from it (the SQL ones are pinned to these functions by
 * backend/test/rsvp-lifecycle-sql).
 *
 * A new state is a new entry of RSVP_STATES. The transitions live in a module of their own, so the
 * public event page (on a byte budget) carries the states without them.
 */

interface RsvpStateRule {
  /**
   * Whether an RSVP in this state stands: a going one holds its party's places, and any one
   * reveals a hidden location, shows the host's contact and may hold a ticket.
   */
  readonly stands: boolean;
  /**
   * Whether a going RSVP in this state holds its party's places: every state that stands, and an
   * offer from the waitlist, which holds them for the guest before it stands (ADR 0027).
   */
  readonly holdsPlaces: boolean;
  /**
   * Whether an RSVP in this state is on the event's guest list as everyone sees it: counted in the
   * event's answers, shown in Who's Going, exported, sent announcements.
   */
  readonly listed: boolean;
  /**
   * Whether it is the guest's current RSVP: shown to them as theirs (userRsvp) and to the host in
   * ticket management. One that is not (the guest withdrew it) is kept only so that they may
   * answer again.
   */
  readonly current: boolean;
  readonly label: string;
}

/**
 * ADR 0015: a declined RSVP is the host's refusal; it stays on the list but holds nothing.
 * ADR 0021: a cancelled RSVP is the guest's withdrawal; it holds nothing and leaves the list.
 * ADR 0022: a pending RSVP is a request to an event that needs approval: only the guest and the
 * host see it, and it holds nothing until the host approves it.
 * ADR 0027: a waitlisted RSVP is a party waiting for places at a full event; an offered one was
 * offered places, which it holds (and nothing else) until the guest accepts, declines or lets it lapse.
 */
export const RSVP_STATES = {
  confirmed: { stands: true, holdsPlaces: true, listed: true, current: true, label: 'Confirmed' },
  declined: { stands: false, holdsPlaces: false, listed: true, current: true, label: 'Declined' },
  checked_in: { stands: true, holdsPlaces: true, listed: true, current: true, label: 'Checked In' },
  cancelled: { stands: false, holdsPlaces: false, listed: false, current: false, label: 'Cancelled' },
  pending: { stands: false, holdsPlaces: false, listed: false, current: true, label: 'Pending Approval' },
  waitlisted: { stands: false, holdsPlaces: false, listed: false, current: true, label: 'Waitlisted' },
  offered: { stands: false, holdsPlaces: true, listed: false, current: true, label: 'Offered a Place' },
} as const satisfies Record<string, RsvpStateRule>;

export type RsvpStatus = keyof typeof RSVP_STATES;

/** Every status, in the API's order. */
export const RSVP_STATUSES = /* @__PURE__ */ Object.keys(RSVP_STATES) as readonly RsvpStatus[];

/**
 * The statuses in which an RSVP stands (see RsvpStateRule.stands). Marked pure so a bundle that
 * never reads it drops it (the public event page's first load is on a byte budget).
 */
export const STANDING_STATUSES: readonly RsvpStatus[] = /* @__PURE__ */ standingStatuses();

function standingStatuses(): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) => RSVP_STATES[status].stands);
}

/** The statuses in which a going RSVP holds its party's places (see RsvpStateRule.holdsPlaces). */
export const PLACE_HOLDING_STATUSES: readonly RsvpStatus[] = /* @__PURE__ */ placeHoldingStatuses();

function placeHoldingStatuses(): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) => RSVP_STATES[status].holdsPlaces);
}

/** The statuses in which an RSVP is the guest's current one (see RsvpStateRule.current). */
export const CURRENT_STATUSES: readonly RsvpStatus[] = /* @__PURE__ */ currentStatuses();

function currentStatuses(): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) => RSVP_STATES[status].current);
}

/** The statuses in which an RSVP is on the guest list (see RsvpStateRule.listed). */
export const LISTED_STATUSES: readonly RsvpStatus[] = /* @__PURE__ */ listedStatuses();

function listedStatuses(): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) => RSVP_STATES[status].listed);
}

export function isRsvpStatus(value: unknown): value is RsvpStatus {
  return typeof value === 'string' && Object.hasOwn(RSVP_STATES, value);
}

/** See RsvpStateRule.stands. */
export function stands(rsvp: { status: RsvpStatus }): boolean {
  return RSVP_STATES[rsvp.status].stands;
}

/** See RsvpStateRule.current. */
export function isCurrent(rsvp: { status: RsvpStatus }): boolean {
  return RSVP_STATES[rsvp.status].current;
}

/** See RsvpStateRule.listed. */
export function isListed(rsvp: { status: RsvpStatus }): boolean {
  return RSVP_STATES[rsvp.status].listed;
}

/** The one response that takes places: maybe and can't go never do. */
export const PLACE_TAKING_RESPONSE: RsvpResponse = 'going';

/** A going RSVP holds its party's places in a state that holds places (see RsvpStateRule.holdsPlaces). */
export function holdsPlace(rsvp: { response: RsvpResponse; status: RsvpStatus }): boolean {
  return rsvp.response === PLACE_TAKING_RESPONSE && RSVP_STATES[rsvp.status].holdsPlaces;
}

/** The places an RSVP takes: its guest and their plus-ones when it holds a place, else none. */
export function placesHeld(rsvp: { response: RsvpResponse; status: RsvpStatus; plusOnes: number }): number {
  return holdsPlace(rsvp) ? 1 + rsvp.plusOnes : 0;
}

/** The headcount: the places held by these RSVPs (1 + plus-ones of each that holds a place). */
export function headcountOf(
  rsvps: readonly { response: RsvpResponse; status: RsvpStatus; plusOnes: number }[],
): number {
  return rsvps.reduce((sum, rsvp) => sum + placesHeld(rsvp), 0);
}
