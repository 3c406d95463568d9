import { eventNotFoundError } from '../../events/event-errors.js';
import { canViewEvent } from '../../events/event-policy.js';
import { eventStatus } from '../../events/event-status.js';
import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, type Result } from '../../kernel/result.js';
import { rsvpGuestName } from '../rsvp-guests.js';
import { rsvpEventPastError } from '../rsvp-errors.js';
import { validateRsvpFields, type RsvpFieldsInput } from '../rsvp-validation.js';
import { DEFAULT_RSVP_STATUS, type Rsvp } from '../rsvp.js';
import type { RsvpRepository } from '../rsvp.repository.port.js';

export interface CreateRsvpInput extends RsvpFieldsInput {
  slug: string;
  /** The signed-in user; their name is the guest name when none is given. */
  user: { id: string; firstName: string | null; lastName: string | null };
}

/** A signed-in user's one RSVP to an upcoming event they can see. */
export class CreateRsvpUseCase {
  constructor(
    private readonly rsvps: RsvpRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateRsvpInput): Promise<Result<Rsvp>> {
    const validated = validateRsvpFields(input);
    if ('errors' in validated) return err(DomainError.validation(validated.errors));
    const { fields } = validated;

    const event = await this.rsvps.findEventBySlug(input.slug);
    // An event the caller may not see answers like an unknown slug.
    if (event === null || !canViewEvent(event, { userId: input.user.id })) {
      return err(eventNotFoundError());
    }
    const now = this.clock.now();
    if (eventStatus(event, now) === 'past') return err(rsvpEventPastError());

    return this.rsvps.createWithinCapacity(
      {
        id: this.ids.next(),
        eventId: event.id,
        userId: input.user.id,
        guestName: fields.guestName ?? rsvpGuestName(input.user),
        guestEmail: fields.guestEmail,
        response: fields.response,
        emoji: fields.emoji,
        message: fields.message,
        plusOnes: fields.plusOnes,
        status: DEFAULT_RSVP_STATUS,
        createdAt: now,
      },
      event,
    );
  }
}
