import { err, ok, type Result } from '../kernel/result.js';
import type { DomainError } from '../kernel/domain-error.js';
import { eventNotFoundError } from './event-errors.js';
import {
  canManageEvent,
  canSeeGuestList,
  canViewEvent,
  type EventAccessFacts,
  type GateViewer,
  type Viewer,
  type ViewFacts,
} from './event-policy.js';

/**
 * The one gate in front of an event (docs/ARCHITECTURE.md, "How to add a gated route"): load the
 * event with the viewer's RSVP to it, apply one of the policy's rules, and answer the 404 of an
 * unknown event to anyone the rule does not let in (never a 403, ADR 0004).
 */

/** Which event: by id, or by public slug. */
export type EventRef = { eventId: string } | { slug: string };

/** An event as the gate loads it: what the policy reads, and what a page names it by. */
export interface GatedEvent extends EventAccessFacts {
  id: string;
  slug: string;
  title: string;
}

export interface EventAccess {
  /** The event and the viewer (with their RSVP to it), or null when there is no such event. */
  load(ref: EventRef, viewerId: string | null): Promise<{ event: GatedEvent; viewer: Viewer } | null>;
}

type RuleFacts = ViewFacts;

/** The rules a route may be gated on. */
export const EVENT_ACCESS_RULES = {
  /**
   * Anyone who may see the event (public; the host's own; invite only: the invited, ADR 0038).
   * The viewer's RSVP and the invite code they present count here, so pass them.
   */
  view: canViewEvent,
  /** The event's host. */
  manage: canManageEvent,
  /** Signed-in users who may see the event. */
  seeGuestList: canSeeGuestList,
} as const satisfies Record<string, (event: RuleFacts, viewer: GateViewer) => boolean>;

export type EventAccessRule = keyof typeof EVENT_ACCESS_RULES;

/**
 * The event when the viewer passes `rule`, else `notFound()` (EVENT.NOT_FOUND unless a route
 * hides something else behind the event). For facts already loaded, say by a read query.
 */
export function gateEvent<E extends RuleFacts>(
  event: E | null,
  viewer: GateViewer,
  rule: EventAccessRule,
  notFound: () => DomainError = eventNotFoundError,
): Result<E> {
  return event !== null && EVENT_ACCESS_RULES[rule](event, viewer) ? ok(event) : err(notFound());
}

/**
 * Loads the event through `access` and gates it (gateEvent) for the viewer with their RSVP, and
 * the invite code they present when `caller` names one.
 */
export async function requireEvent(
  access: EventAccess,
  ref: EventRef,
  caller: string | null | { userId: string | null; inviteCode?: string | null },
  rule: EventAccessRule,
  notFound: () => DomainError = eventNotFoundError,
): Promise<Result<{ event: GatedEvent; viewer: Viewer }>> {
  const { userId, inviteCode = null } =
    caller === null || typeof caller === 'string' ? { userId: caller } : caller;
  const found = await access.load(ref, userId);
  const viewer: Viewer | null = found && { ...found.viewer, inviteCode };
  const gated = gateEvent(found?.event ?? null, viewer ?? { userId }, rule, notFound);
  return gated.ok ? ok({ event: found!.event, viewer: viewer! }) : gated;
}
