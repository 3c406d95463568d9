import { gateEvent } from '../../events/event-access.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpGuestName } from '../rsvp-guests.js';
import { rsvpEventPastError, rsvpNotFoundError } from '../rsvp-errors.js';
import { validateRsvpFields, type RsvpFieldsInput } from '../rsvp-validation.js';
import type { Rsvp } from '../rsvp.js';

export interface ChangeRsvpInput extends Partial<RsvpFieldsInput> {
  slug: string;
  /** The signed-in user; a blank guest name becomes their name, as when they answered. */
  user: { id: string; firstName: string | null; lastName: string | null };
}

const ANSWER_FIELDS = ['guestName', 'guestEmail', 'response', 'emoji', 'message', 'plusOnes'] as const;

/**
 * A guest changes their RSVP to an upcoming event: the fields they send replace the stored ones,
 * the others stay, and the whole answer is checked as when they first answered. Places follow
 * (EventPlaces.change). Without an RSVP to this event (or after cancelling it) there is nothing
 * to change: RSVP.NOT_FOUND.
 */
export class ChangeRsvpUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: ChangeRsvpInput): Promise<Result<Rsvp>> {
    const now = this.clock.now();
    return this.places.update({ slug: input.slug }, { userIds: [input.user.id] }, (places) => {
      // An event the caller may not see answers like an unknown slug.
      const gated = gateEvent(places.event, places.viewer(input.user.id), 'view');
      if (!gated.ok) return gated;
      if (eventStatus(gated.value, now) === 'past') return err(rsvpEventPastError());
      const current = places.currentRsvpOf(input.user.id);
      if (current === null) return err(rsvpNotFoundError());

      const merged: RsvpFieldsInput = { ...current };
      for (const field of ANSWER_FIELDS) {
        if (input[field] !== undefined) Object.assign(merged, { [field]: input[field] });
      }
      const validated = validateRsvpFields(merged);
      if ('errors' in validated) return err(DomainError.validation(validated.errors));
      const { fields } = validated;
      return places.change(current.id, {
        ...fields,
        guestName: fields.guestName ?? rsvpGuestName(input.user),
      });
    });
  }
}
