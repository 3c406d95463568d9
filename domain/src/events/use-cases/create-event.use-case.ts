import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { Event } from '../event.js';
import { normalizeEventInput, validateEventInput, type EventInput } from '../event-input.js';
import { isPublicEvent } from '../event-policy.js';
import { inviteCodeAfterSave } from '../invite-link.js';
import type { EventRepository } from '../event.repository.port.js';
import { nextAvailableSlug, privateSlug, publicSlugPrefix, slugRoot } from '../slug.js';

export interface CreateEventInput extends EventInput {
  /** The signed-in caller, who becomes the event's host. */
  hostId: string;
}

// A retry follows a slug taken by a creation under another prefix (a host asking for 'x-2'
// while 'x' is being suffixed) or a 44-bit collision of private slugs: more means a bug.
const MAX_SLUG_ATTEMPTS = 5;

export class CreateEventUseCase {
  constructor(
    private readonly events: EventRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    /** Makes the invite code of an invite-only event (16 random bytes, base64url). */
    private readonly codes: IdGenerator,
  ) {}

  async execute(input: CreateEventInput): Promise<Result<Event>> {
    const now = this.clock.now();
    const fieldErrors = validateEventInput(input, now);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const fields = normalizeEventInput(input);
    // The slug is built on the host's when given, else on the title.
    const root = slugRoot(input.slug?.trim() || fields.title);
    for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
      const inviteCode = inviteCodeAfterSave({ isPrivate: fields.isPrivate, inviteCode: null }, () =>
        this.codes.next(),
      );
      const event = {
        ...fields,
        inviteCode,
        id: this.ids.next(),
        hostId: input.hostId,
        createdAt: now,
        updatedAt: now,
      };
      // A public event takes the first free of root, root-2, root-3…; an event that is not public
      // (a draft, or invite only) takes a private slug, so that no one learns from their own slug
      // that a draft or an invite-only event exists.
      if (isPublicEvent(event)) {
        const created = await this.events.createWithFreeSlug(event, publicSlugPrefix(root), (taken) =>
          nextAvailableSlug(root, taken),
        );
        if (created !== 'slug-taken') return ok(created);
      } else {
        const created = { ...event, slug: privateSlug(root, event.id) };
        if ((await this.events.create(created)) === 'created') return ok(created);
      }
    }
    throw new Error(`No free slug for "${root}" after ${MAX_SLUG_ATTEMPTS} attempts`);
  }
}
