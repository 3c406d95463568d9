import { canManageEvent } from '../../events/event-policy.js';
import { DomainError } from '../../kernel/domain-error.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { rsvpNotFoundError } from '../rsvp-errors.js';
import { isRsvpStatus, RSVP_STATUSES, type Rsvp } from '../rsvp.js';
import type { RsvpRepository } from '../rsvp.repository.port.js';

/**
 * The event's host sets an RSVP's status (ADR 0015: declining frees the RSVP's place and
 * ticket; giving a declined going RSVP its place back needs room). To anyone else the RSVP does not exist: they get
 * the same RSVP.NOT_FOUND as for an unknown id, so RSVP ids reveal nothing.
 */
export class UpdateRsvpStatusUseCase {
  constructor(private readonly rsvps: RsvpRepository) {}

  async execute(input: { rsvpId: string; status: unknown; callerId: string }): Promise<Result<Rsvp>> {
    if (!isRsvpStatus(input.status)) {
      return err(
        DomainError.validation([
          { field: 'status', message: `Status must be one of ${RSVP_STATUSES.join(', ')}` },
        ]),
      );
    }
    const found = await this.rsvps.findWithEventHost(input.rsvpId);
    if (found === null || !canManageEvent({ hostId: found.eventHostId }, { userId: input.callerId })) {
      return err(rsvpNotFoundError());
    }
    const updated = await this.rsvps.updateStatus(found.rsvp, input.status);
    if (!updated.ok) return updated;
    return ok({ ...found.rsvp, status: input.status });
  }
}
