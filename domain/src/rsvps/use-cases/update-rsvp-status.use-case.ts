import { DomainError } from '../../kernel/domain-error.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../event-places.port.js';
import { rsvpNotFoundError } from '../rsvp-errors.js';
import type { RsvpStatus } from '../rsvp-lifecycle.js';
import { statusesSetBy } from '../rsvp-transitions.js';
import type { Rsvp } from '../rsvp.js';

/**
 * The event's host moves an RSVP to a status, through the lifecycle's transition that leads there
 * (ADR 0015: declining frees the RSVP's places and ticket; a declined going RSVP gets its places
 * back only if they fit). To anyone else the RSVP does not exist: they get the same
 * RSVP.NOT_FOUND as for an unknown id, so RSVP ids reveal nothing.
 */
/** The statuses a host can set (the lifecycle's transitions the host may make lead there). */
export const HOST_SET_STATUSES: readonly RsvpStatus[] = statusesSetBy('host');

export class UpdateRsvpStatusUseCase {
  constructor(private readonly places: EventPlacesStore) {}

  async execute(input: { rsvpId: string; status: unknown; callerId: string }): Promise<Result<Rsvp>> {
    const { status } = input;
    if (!HOST_SET_STATUSES.includes(status as RsvpStatus)) {
      return err(
        DomainError.validation([
          { field: 'status', message: `Status must be one of ${HOST_SET_STATUSES.join(', ')}` },
        ]),
      );
    }
    return this.places.update({ rsvpId: input.rsvpId }, { rsvpIds: [input.rsvpId] }, (places) => {
      const rsvp = places.rsvp(input.rsvpId);
      if (rsvp === null || !places.actorsFor(input.callerId, rsvp).includes('host')) {
        return err(rsvpNotFoundError());
      }
      return places.moveTo(rsvp.id, status as RsvpStatus, ['host']);
    });
  }
}
