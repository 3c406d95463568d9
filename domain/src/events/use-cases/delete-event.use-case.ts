import { ok, type Result } from '../../kernel/result.js';
import { gateEvent } from '../event-access.js';
import type { EventRepository } from '../event.repository.port.js';

/** The host deletes their event, and with it its RSVPs, tickets and QR codes. */
export class DeleteEventUseCase {
  constructor(private readonly events: EventRepository) {}

  async execute(input: { eventId: string; callerId: string }): Promise<Result<void>> {
    // To anyone but the host the event does not exist, and nothing changes.
    const existing = gateEvent(
      await this.events.findById(input.eventId),
      { userId: input.callerId },
      'manage',
    );
    if (!existing.ok) return existing;
    await this.events.delete(existing.value.id);
    return ok(undefined);
  }
}
