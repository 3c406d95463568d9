import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { Event } from '../event.js';
import { normalizeEventInput, validateEventInput, type EventInput } from '../event-input.js';
import type { EventRepository } from '../event.repository.port.js';
import { nextAvailableSlug, SLUG_MAX_LENGTH } from '../slug.js';

export interface CreateEventInput extends EventInput {
  /** The signed-in caller, who becomes the event's host. */
  hostId: string;
}

// A suffix ('-2' … '-999999') may shorten the root: the prefix query must still see its candidates.
const LONGEST_SUFFIX = 7;
// Each retry follows a concurrent insert of the same slug; more than a few means something else is wrong.
const MAX_SLUG_ATTEMPTS = 5;

export class CreateEventUseCase {
  constructor(
    private readonly events: EventRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateEventInput): Promise<Result<Event>> {
    const now = this.clock.now();
    const fieldErrors = validateEventInput(input, now);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const fields = normalizeEventInput(input);
    // The slug is the host's when given, else the title's; either way the first free one.
    const root = nextAvailableSlug(input.slug?.trim() || fields.title, new Set());
    const taken = await this.events.slugsStartingWith(root.slice(0, SLUG_MAX_LENGTH - LONGEST_SUFFIX));
    const id = this.ids.next();
    for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
      const event: Event = {
        ...fields,
        id,
        slug: nextAvailableSlug(root, taken),
        hostId: input.hostId,
        createdAt: now,
        updatedAt: now,
      };
      if ((await this.events.create(event)) === 'created') return ok(event);
      taken.add(event.slug);
    }
    throw new Error(`No free slug for "${root}" after ${MAX_SLUG_ATTEMPTS} attempts`);
  }
}
