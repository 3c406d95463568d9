import { gateEvent } from '../../events/event-access.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpEventPastError } from '../rsvp-errors.js';
import { initialStatusFor } from '../rsvp-initial-status.js';
import { validateRsvpFields, type RsvpFieldsInput } from '../rsvp-validation.js';
import { newRsvp, type Rsvp } from '../rsvp.js';

export interface CreateRsvpInput extends RsvpFieldsInput {
  slug: string;
  /** The signed-in user; their name is the guest name when none is given. */
  user: { id: string; firstName: string | null; lastName: string | null };
  /** The invite code of the link the user came by: an invite-only event needs it (ADR 0038). */
  inviteCode?: string | null;
}

/**
 * A signed-in user's one RSVP to an upcoming event they can see (the lifecycle's respond, or its
 * request when the event needs the host's approval).
 */
export class CreateRsvpUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateRsvpInput): Promise<Result<Rsvp>> {
    const validated = validateRsvpFields(input);
    if ('errors' in validated) return err(DomainError.validation(validated.errors));
    const { fields } = validated;
    const id = this.ids.next();
    const now = this.clock.now();

    return this.places.update({ slug: input.slug }, { userIds: [input.user.id] }, (places) => {
      // An event the caller may not see answers like an unknown slug.
      const gated = gateEvent(places.event, places.viewer(input.user.id, input.inviteCode), 'view');
      if (!gated.ok) return gated;
      const event = gated.value;
      if (eventStatus(event, now) === 'past') return err(rsvpEventPastError());
      return places.respond(
        newRsvp(id, event.id, input.user, now, { ...fields, status: initialStatusFor(event) }),
      );
    });
  }
}
