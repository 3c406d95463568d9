import { Button, toast } from '@nightlife/ui';
import { useListWaitlistPartiesQuery, useOfferWaitlistPlacesMutation } from '../tickets-api';
import { initials, TICKET_MESSAGES, waitlistPartyLine } from '../tickets.model';
import { toastFailure } from '../../shared/failure-text';

/**
 * The event's waitlist (ADR 0027), under the requests: parties holding an offer, then the queue in
 * order. Freed places are offered by the server on its own; the host may offer them to a party
 * out of turn when its whole party fits.
 */
export function WaitlistPanel({ eventId }: { eventId: string }) {
  const parties = useListWaitlistPartiesQuery({ eventId });
  const [offer, offering] = useOfferWaitlistPlacesMutation();
  const rows = parties.data ?? [];
  if (rows.length === 0) return null;

  const offerTo = async (rsvpId: string, name: string) => {
    try {
      await offer({ eventId, offerByHandDto: { rsvpId } }).unwrap();
      toast({
        title: 'Places offered',
        description: `${name} has been offered the places.`,
        variant: 'success',
      });
    } catch (error) {
      toastFailure(TICKET_MESSAGES.statusFailed, error, TICKET_MESSAGES.statusFailedFallback);
    }
  };

  return (
    <section className="db-tix-requests db-tix-waitlist" aria-labelledby="waitlist-title">
      <header className="db-tix-requests__header">
        <h2 id="waitlist-title" className="db-tix-requests__title">
          Waitlist <span className="db-tix-column__count">{rows.length}</span>
        </h2>
        <p className="db-tix-waitlist__hint">
          Freed places go to whole parties in order, for a time to accept.
        </p>
      </header>
      <ul className="db-tix-requests__list">
        {rows.map((party) => (
          <li key={party.rsvpId} className="db-tix-row db-tix-requests__row">
            <span className="db-tix-row__avatar" aria-hidden="true">
              {initials(party.guestName)}
            </span>
            <span className="db-tix-row__body">
              <span className="db-tix-row__name">{party.guestName}</span>
              <span className="db-tix-requests__answer">{waitlistPartyLine(party)}</span>
            </span>
            {party.status === 'waitlisted' && (
              <span className="db-tix-requests__buttons">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={offering.isLoading}
                  aria-label={`Offer places to ${party.guestName}`}
                  onClick={() => void offerTo(party.rsvpId, party.guestName)}
                >
                  Offer places
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
