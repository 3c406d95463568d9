import type { Clock } from '../../kernel/clock.port.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { eventUpdatedWebhookChange } from '../../webhooks/webhooks.js';
import { DomainError } from '../../kernel/domain-error.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { EVENT_DEFAULTS, type Event } from '../event.js';
import { eventNotFoundError } from '../event-errors.js';
import {
  capacityBelowHeadcountMessage,
  capacityChangeError,
  normalizeEventInput,
  validateEventInput,
  type EventInput,
} from '../event-input.js';
import { gateEvent } from '../event-access.js';
import { isPublicEvent, isPublishedEvent } from '../event-policy.js';
import { inviteCodeAfterSave } from '../invite-link.js';
import type { EventRepository } from '../event.repository.port.js';
import { isPrivateSlugOf, nextAvailableSlug, publicSlugPrefix, slugRoot } from '../slug.js';
import { editMayFreePlaces } from '../../rsvps/capacity.js';
import { localDateKey } from '../zoned-time.js';

export interface UpdateEventInput extends EventInput {
  eventId: string;
  /** The signed-in caller; only the event's host may update it. */
  callerId: string;
}

// As in CreateEventUseCase: a retry follows a slug taken by a concurrent creation.
const MAX_SLUG_ATTEMPTS = 5;

/**
 * Replaces an event's fields with the form's (PUT: absent optional fields take their defaults).
 * The slug stays, so shared links keep working, except when an event that was never public
 * goes public: its private draft slug is then swapped for a public one from the title (or the
 * requested slug).
 */
export class UpdateEventUseCase {
  constructor(
    private readonly events: EventRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Makes the invite code of an event that becomes invite only (16 random bytes, base64url). */
    private readonly codes: IdGenerator,
  ) {}

  async execute(input: UpdateEventInput): Promise<Result<Event>> {
    // To anyone but the host the event does not exist: same answer as an unknown id.
    const gated = gateEvent(await this.events.findById(input.eventId), { userId: input.callerId }, 'manage');
    if (!gated.ok) return gated;
    const existing = gated.value;
    const now = this.clock.now();
    // The stored date may stay even once past, when read in the same zone as before.
    const sameZone = (input.timeZone?.trim() || EVENT_DEFAULTS.timeZone) === existing.timeZone;
    const keptDate = sameZone ? localDateKey(existing.startsAt, existing.timeZone) : null;
    const fieldErrors = validateEventInput(input, now, keptDate);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const fields = normalizeEventInput(input);
    const updated: Event = {
      ...existing,
      ...fields,
      // The form's Published/Draft choice decides (an imported unpublished event gets published).
      inviteCode: inviteCodeAfterSave({ isPrivate: fields.isPrivate, inviteCode: existing.inviteCode }, () =>
        this.codes.next(),
      ),
      updatedAt: now,
    };
    // An invite-only event was published already: it keeps its slug when it opens up, so the
    // links shared while it was invite only keep working.
    const goesPublic =
      isPublicEvent(updated) && !isPublishedEvent(existing) && isPrivateSlugOf(existing.slug, existing.id);
    const root = slugRoot(input.slug?.trim() || fields.title);
    for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
      const result = await this.events.update(
        updated,
        goesPublic
          ? { slugPrefix: publicSlugPrefix(root), chooseSlug: (taken) => nextAvailableSlug(root, taken) }
          : null,
        (placesTaken) => capacityChangeError(updated, placesTaken) === null,
        // Told to the host's webhooks with the change itself (one outbox row, same transaction).
        (saved) => eventUpdatedWebhookChange(saved, this.ids.next()),
        // Places a raised capacity frees go to the waiting parties at once, not at the next sweep.
        editMayFreePlaces(existing, updated),
      );
      switch (result.outcome) {
        case 'updated':
          return ok(result.event);
        case 'not-found':
          return err(eventNotFoundError());
        case 'over-capacity':
          return err(
            DomainError.validation([
              { field: 'maxCapacity', message: capacityBelowHeadcountMessage(result.goingHeadcount) },
            ]),
          );
        case 'slug-taken':
          continue;
      }
    }
    throw new Error(`No free slug for "${root}" after ${MAX_SLUG_ATTEMPTS} attempts`);
  }
}
