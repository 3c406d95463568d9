import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { gateEvent } from '../event-access.js';
import { eventNotFoundError } from '../event-errors.js';
import type { EventRepository } from '../event.repository.port.js';

/**
 * The host replaces their event's invite code (ADR 0038): every link shared before stops letting
 * anyone in (guests whose RSVP is current keep their access). Answers the new code.
 */
export class RegenerateInviteCodeUseCase {
  constructor(
    private readonly events: EventRepository,
    /** Makes the code (16 random bytes, base64url). */
    private readonly codes: IdGenerator,
  ) {}

  async execute(input: { eventId: string; callerId: string }): Promise<Result<{ inviteCode: string }>> {
    // To anyone but the host the event does not exist, and nothing changes.
    const gated = gateEvent(await this.events.findById(input.eventId), { userId: input.callerId }, 'manage');
    if (!gated.ok) return gated;
    const inviteCode = this.codes.next();
    if (!(await this.events.setInviteCode(gated.value.id, inviteCode))) return err(eventNotFoundError());
    return ok({ inviteCode });
  }
}
