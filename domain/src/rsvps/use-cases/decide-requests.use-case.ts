import { gateEvent } from '../../events/event-access.js';
import type { DomainError } from '../../kernel/domain-error.js';
import { ok, type Result } from '../../kernel/result.js';
import type { RequestDecision } from '../event-places.js';
import type { EventPlacesStore } from '../event-places.port.js';

export interface DecideRequestsInput {
  eventId: string;
  rsvpIds: readonly string[];
  decision: RequestDecision;
  callerId: string;
}

export interface RequestsDecided {
  /** The RSVPs now approved (or declined), in the order given. */
  decided: string[];
  /** The others, each with why: not a request, not found, or (approving) no room left. */
  refused: { rsvpId: string; error: DomainError }[];
}

/**
 * The event's host approves or declines many requests at once (ADR 0022), in the order given,
 * under the event's places: approving stops fitting when the capacity is reached, and those
 * requests stay pending. To anyone else the event does not exist (EVENT.NOT_FOUND).
 */
export class DecideRequestsUseCase {
  constructor(private readonly places: EventPlacesStore) {}

  async execute(input: DecideRequestsInput): Promise<Result<RequestsDecided>> {
    const rsvpIds = [...new Set(input.rsvpIds)];
    return this.places.update({ eventId: input.eventId }, { rsvpIds }, (places) => {
      const gated = gateEvent(places.event, { userId: input.callerId }, 'manage');
      if (!gated.ok) return gated;
      const outcome: RequestsDecided = { decided: [], refused: [] };
      for (const rsvpId of rsvpIds) {
        const result = places.decideRequest(rsvpId, input.decision);
        if (result.ok) outcome.decided.push(rsvpId);
        else outcome.refused.push({ rsvpId, error: result.error });
      }
      return ok(outcome);
    });
  }
}
