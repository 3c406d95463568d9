import { RSVP_STATUSES, type RsvpStatus } from './rsvp-lifecycle.js';
import { INITIAL_RSVP_STATUS, REQUESTED_RSVP_STATUS } from './rsvp-initial-status.js';

/**
 * The RSVP lifecycle's transitions (docs/rsvp-lifecycle.md): every change of an RSVP's state is
 * one of them, made by one of the actors it names. A new way to move between states is a new
 * entry of RSVP_TRANSITIONS, with the actors who may make it. Nothing else decides it.
 */

/** Who acts on an RSVP: its guest, the event's host, door staff, or the system's own jobs. */
export const RSVP_ACTORS = ['guest', 'host', 'door', 'system'] as const;
export type RsvpActor = (typeof RSVP_ACTORS)[number];

export interface RsvpTransition {
  /** The states it leaves; 'new' for the transition that creates the RSVP. */
  readonly from: readonly RsvpStatus[] | 'new';
  readonly to: RsvpStatus;
  readonly by: readonly RsvpActor[];
}

export const RSVP_TRANSITIONS = {
  /** The guest answers (going, maybe or can't go): the RSVP is created, confirmed. */
  respond: { from: 'new', to: INITIAL_RSVP_STATUS, by: ['guest'] },
  /** The guest answers an event that needs approval: the RSVP is a request, holding nothing. */
  request: { from: 'new', to: REQUESTED_RSVP_STATUS, by: ['guest'] },
  /**
   * A friend claims a guest's +1 link (ADR 0029): the place becomes their own RSVP in the party,
   * and the inviter's plus-ones go down by one (a change of answer). A friend who had cancelled
   * claims on the same record, like respondAgain.
   */
  claim: { from: 'new', to: INITIAL_RSVP_STATUS, by: ['guest'] },
  /**
   * The guest withdraws an RSVP or a request, or the system releases a place not reconfirmed by
   * the day's deadline (ADR 0028): it frees its places and ticket and leaves every list.
   */
  cancel: { from: ['confirmed', 'pending'], to: 'cancelled', by: ['guest', 'system'] },
  /** A guest who cancelled answers again: as a new answer, it needs room. */
  respondAgain: { from: ['cancelled'], to: INITIAL_RSVP_STATUS, by: ['guest'] },
  /** A guest who cancelled asks again, at an event that needs approval. */
  requestAgain: { from: ['cancelled'], to: REQUESTED_RSVP_STATUS, by: ['guest'] },
  /** The host approves a request: it takes its places (if they fit) and reveals what it should. */
  approve: { from: ['pending'], to: 'confirmed', by: ['host'] },
  /** The host confirms: a declined RSVP gets its place back (if it fits), or a check-in is undone. */
  confirm: { from: ['declined', 'checked_in'], to: 'confirmed', by: ['host'] },
  /** The host refuses an RSVP or a request: it frees its places and its ticket. */
  decline: { from: ['confirmed', 'checked_in', 'pending'], to: 'declined', by: ['host'] },
  /** The guest arrives; a declined guest admitted at the door needs a place like a new one. */
  checkIn: { from: ['confirmed', 'declined'], to: 'checked_in', by: ['host', 'door'] },
  /** A guest joins a full event's waitlist with their party (ADR 0027). */
  joinWaitlist: { from: 'new', to: 'waitlisted', by: ['guest'] },
  /** A guest who cancelled joins the waitlist again, at its end. */
  joinWaitlistAgain: { from: ['cancelled'], to: 'waitlisted', by: ['guest'] },
  /**
   * Freed places are offered to a waiting party: the offer holds them. Made by the system's round,
   * also when the host sends one out of turn (the round's rule, on the host's word).
   */
  offer: { from: ['waitlisted'], to: 'offered', by: ['system'] },
  /** The guest accepts the offer: the RSVP stands, with its ticket and what it reveals. */
  accept: { from: ['offered'], to: 'confirmed', by: ['guest'] },
  /** The guest leaves the waitlist or declines the offer, or the offer lapses: the places pass on. */
  leaveWaitlist: { from: ['waitlisted', 'offered'], to: 'cancelled', by: ['guest', 'system'] },
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
