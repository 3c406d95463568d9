import { EmptyState, Spinner } from '@nightlife/ui';
import { useListMyEventTicketsQuery } from '../ticket-api';

/**
 * The Tickets tab: the tickets the host issued to the caller (VIP Access, Backstage Pass,
 * General Admission), else the spec's 'No Additional Tickets' with the event price.
 */
export function IssuedTickets({ eventId, price }: { eventId: string; price: string | null }) {
  const { data, isLoading } = useListMyEventTicketsQuery({ eventId });
  // The General Admission every RSVP holding a place has is its door code, not an extra ticket.
  const tickets = data?.filter((ticket) => ticket.issuedAt !== null);
  if (isLoading) return <Spinner size="md" label="Loading tickets" />;
  if (!tickets || tickets.length === 0) {
    return (
      <EmptyState
        icon="🎫"
        title="No Additional Tickets"
        description={price ? `Price: ${price}` : 'Your RSVP is your ticket.'}
      />
    );
  }
  return (
    <ul className="pe-issued" aria-label="Your tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="pe-issued__ticket" data-type={ticket.ticketType}>
          <span className="pe-issued__icon" aria-hidden="true">
            {ticket.ticketType === 'backstage' ? '🎸' : ticket.ticketType === 'vip' ? '👑' : '🎫'}
          </span>
          <span className="pe-issued__body">
            <span className="pe-issued__label">{ticket.label}</span>
            <span className="pe-issued__meta">
              {ticket.price} · Issued to {ticket.guestName.trim() || 'you'} on{' '}
              {new Date(ticket.issuedAt!).toLocaleDateString('en-US', {
                month: 'long',
                day: 'numeric',
                year: 'numeric',
              })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
