import { err, ok, type Result } from '../../kernel/result.js';
import { eventNotFoundError } from '../event-errors.js';
import { canManageEvent } from '../event-policy.js';
import type { EventRepository } from '../event.repository.port.js';

/** The host deletes their event, and with it its RSVPs, tickets and QR codes. */
export class DeleteEventUseCase {
  constructor(private readonly events: EventRepository) {}

  async execute(input: { eventId: string; callerId: string }): Promise<Result<void>> {
    const existing = await this.events.findById(input.eventId);
    // To anyone but the host the event does not exist, and nothing changes.
    if (existing === null || !canManageEvent(existing, { userId: input.callerId })) {
      return err(eventNotFoundError());
    }
    await this.events.delete(existing.id);
    return ok(undefined);
  }
}
