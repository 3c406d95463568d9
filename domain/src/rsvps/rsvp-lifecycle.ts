import type { RsvpResponse } from './rsvp-response.js';

/**
 * The RSVP lifecycle (docs/rsvp-lifecycle.md): an RSVP's status is its state, and every change of
 * state is one of the transitions below, made by one of the actors it names. Whether a state holds
 * a place is said once, here; the event's counters (EventPlaces), the views and every SQL predicate
 * derive from it (the SQL ones are pinned to these functions by backend/test/rsvp-lifecycle-sql).
 *
 * A new state is a new entry of RSVP_STATES; a new way to move between states is a new entry of
 * RSVP_TRANSITIONS, with the actors who may make it. Nothing else decides either.
 */

/** Who acts on an RSVP: its guest, the event's host, door staff, or the system's own jobs. */
export const RSVP_ACTORS = ['guest', 'host', 'door', 'system'] as const;
export type RsvpActor = (typeof RSVP_ACTORS)[number];

interface RsvpStateRule {
  /**
   * Whether an RSVP in this state stands: a going one holds its party's places, and any one
   * reveals a hidden location, shows the host's contact and may hold a ticket.
   */
  readonly stands: boolean;
  /**
   * Whether an RSVP in this state is on the event's guest list: counted in the event's answers,
   * listed in Who's Going, ticket management and the export, sent announcements, shown as the
   * guest's RSVP. One that is not (the guest withdrew it) is kept only so that they may answer again.
   */
  readonly listed: boolean;
  readonly label: string;
}

/**
 * ADR 0015: a declined RSVP is the host's refusal; it stays on the list but holds nothing.
 * ADR 0021: a cancelled RSVP is the guest's withdrawal; it holds nothing and leaves the list.
 */
export const RSVP_STATES = {
  confirmed: { stands: true, listed: true, label: 'Confirmed' },
  declined: { stands: false, listed: true, label: 'Declined' },
  checked_in: { stands: true, listed: true, label: 'Checked In' },
  cancelled: { stands: false, listed: false, label: 'Cancelled' },
} as const satisfies Record<string, RsvpStateRule>;

export type RsvpStatus = keyof typeof RSVP_STATES;

/** Every status, in the API's order. */
export const RSVP_STATUSES = Object.keys(RSVP_STATES) as readonly RsvpStatus[];

/**
 * The statuses in which an RSVP stands (see RsvpStateRule.stands). Marked pure so a bundle that
 * never reads it drops it (the public event page's first load is on a byte budget).
 */
export const STANDING_STATUSES: readonly RsvpStatus[] = /* @__PURE__ */ standingStatuses();

function standingStatuses(): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) => RSVP_STATES[status].stands);
}

/** The statuses in which an RSVP is on the guest list (see RsvpStateRule.listed). */
export const LISTED_STATUSES: readonly RsvpStatus[] = /* @__PURE__ */ listedStatuses();

function listedStatuses(): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) => RSVP_STATES[status].listed);
}

export function isRsvpStatus(value: unknown): value is RsvpStatus {
  return typeof value === 'string' && Object.hasOwn(RSVP_STATES, value);
}

/**
 * The state a new RSVP starts in (where respond leads). A constant rather than a read of the
 * transitions, so a bundle that never reads them drops them (the event page's byte budget).
 */
export const INITIAL_RSVP_STATUS = 'confirmed' satisfies RsvpStatus;

export interface RsvpTransition {
  /** The states it leaves; 'new' for the transition that creates the RSVP. */
  readonly from: readonly RsvpStatus[] | 'new';
  readonly to: RsvpStatus;
  readonly by: readonly RsvpActor[];
}

export const RSVP_TRANSITIONS = {
  /** The guest answers (going, maybe or can't go): the RSVP is created, confirmed. */
  respond: { from: 'new', to: INITIAL_RSVP_STATUS, by: ['guest'] },
  /** The guest withdraws: the RSVP frees its places and its ticket and leaves the guest list. */
  cancel: { from: ['confirmed'], to: 'cancelled', by: ['guest'] },
  /** A guest who cancelled answers again: as a new answer, it needs room. */
  respondAgain: { from: ['cancelled'], to: 'confirmed', by: ['guest'] },
  /** The host confirms: a declined RSVP gets its place back (if it fits), or a check-in is undone. */
  confirm: { from: ['declined', 'checked_in'], to: 'confirmed', by: ['host'] },
  /** The host refuses: the RSVP frees its places and its ticket. */
  decline: { from: ['confirmed', 'checked_in'], to: 'declined', by: ['host'] },
  /** The guest arrives; a declined guest admitted at the door needs a place like a new one. */
  checkIn: { from: ['confirmed', 'declined'], to: 'checked_in', by: ['host', 'door'] },
} as const satisfies Record<string, RsvpTransition>;

export type RsvpTransitionName = keyof typeof RSVP_TRANSITIONS;

/** The transition from one state to another, or null when none leads there. */
export function transitionBetween(from: RsvpStatus, to: RsvpStatus): RsvpTransitionName | null {
  const names = Object.keys(RSVP_TRANSITIONS) as RsvpTransitionName[];
  return (
    names.find((name) => {
      const transition: RsvpTransition = RSVP_TRANSITIONS[name];
      return transition.to === to && transition.from !== 'new' && transition.from.includes(from);
    }) ?? null
  );
}

/** The statuses these actors can set by some transition (the host's status choices, say). */
export function statusesSetBy(actor: RsvpActor): RsvpStatus[] {
  return RSVP_STATUSES.filter((status) =>
    Object.values(RSVP_TRANSITIONS).some(
      (transition: RsvpTransition) =>
        transition.to === status && transition.from !== 'new' && transition.by.includes(actor),
    ),
  );
}

export function mayMake(transition: RsvpTransitionName, actors: readonly RsvpActor[]): boolean {
  const allowed: readonly RsvpActor[] = RSVP_TRANSITIONS[transition].by;
  return actors.some((actor) => allowed.includes(actor));
}

/** See RsvpStateRule.stands. */
export function stands(rsvp: { status: RsvpStatus }): boolean {
  return RSVP_STATES[rsvp.status].stands;
}

/** See RsvpStateRule.listed. */
export function isListed(rsvp: { status: RsvpStatus }): boolean {
  return RSVP_STATES[rsvp.status].listed;
}

/** The one response that takes places: maybe and can't go never do. */
export const PLACE_TAKING_RESPONSE: RsvpResponse = 'going';

/** A going RSVP that stands holds its party's places. */
export function holdsPlace(rsvp: { response: RsvpResponse; status: RsvpStatus }): boolean {
  return rsvp.response === PLACE_TAKING_RESPONSE && stands(rsvp);
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
