import { DomainError } from '../../kernel/domain-error.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpNotFoundError } from '../rsvp-errors.js';
import { isRsvpStatus, RSVP_STATUSES } from '../rsvp-lifecycle.js';
import type { Rsvp } from '../rsvp.js';

/**
 * The event's host moves an RSVP to a status, through the lifecycle's transition that leads there
 * (ADR 0015: declining frees the RSVP's places and ticket; a declined going RSVP gets its places
 * back only if they fit). To anyone else the RSVP does not exist: they get the same
 * RSVP.NOT_FOUND as for an unknown id, so RSVP ids reveal nothing.
 */
export class UpdateRsvpStatusUseCase {
  constructor(private readonly places: EventPlacesStore) {}

  async execute(input: { rsvpId: string; status: unknown; callerId: string }): Promise<Result<Rsvp>> {
    const { status } = input;
    if (!isRsvpStatus(status)) {
      return err(
        DomainError.validation([
          { field: 'status', message: `Status must be one of ${RSVP_STATUSES.join(', ')}` },
        ]),
      );
    }
    return this.places.update({ rsvpId: input.rsvpId }, { rsvpIds: [input.rsvpId] }, (places) => {
      const rsvp = places.rsvp(input.rsvpId);
      if (rsvp === null || !places.actorsFor(input.callerId, rsvp).includes('host')) {
        return err(rsvpNotFoundError());
      }
      return places.moveTo(rsvp.id, status, ['host']);
    });
  }
}
