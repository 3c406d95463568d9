import { useState } from 'react';
import { Button, EmptyState, Spinner, toast } from '@nightlife/ui';
import { GuestList } from '../../shared/components/GuestList';
import { useCreateConnectionMutation } from '../../api/actions-api';
import { useListEventRsvpsWithUsersQuery } from '../../api/events-api';
import type { GuestListEvent } from '../../event-page/components/GuestsGoing';
import { PrivateGuestList } from '../../shared/components/PrivateGuestList';
import { connectFailureMessage } from '../ticket.model';

/**
 * 'Who's Going (count)' with a Connect button for every attendee but oneself; the count holds
 * every place, and a list the host keeps private says so.
 */
export function AttendeesTab({ event, userId }: { event: GuestListEvent; userId: string }) {
  const { data, isLoading } = useListEventRsvpsWithUsersQuery(
    { eventId: event.id },
    { skip: !event.guestListShared },
  );
  const [connect] = useCreateConnectionMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [connected, setConnected] = useState<ReadonlySet<string>>(new Set());
  const rsvps = data ?? [];

  const connectWith = async (targetId: string) => {
    setPending(targetId);
    const result = await connect({ createConnectionDto: { userId: targetId } });
    setPending(null);
    if ('error' in result) {
      toast({
        title: 'Connection Failed',
        description: connectFailureMessage(result.error),
        variant: 'destructive',
      });
      return;
    }
    setConnected((current) => new Set(current).add(targetId));
    toast({ title: 'Connected!', description: 'You are now connected.', variant: 'success' });
  };

  if (isLoading) return <Spinner label="Loading attendees" />;
  return (
    <section aria-labelledby="ticket-attendees">
      <h2 id="ticket-attendees" className="pe-ticket__heading">
        Who's Going ({event.rsvpCounts.headcount})
      </h2>
      {!event.guestListShared ? (
        <PrivateGuestList visibility={event.guestListVisibility} />
      ) : rsvps.length === 0 ? (
        <EmptyState icon="🪩" title="No RSVPs yet" />
      ) : (
        <GuestList
          rsvps={rsvps}
          action={({ userId: target }) => {
            if (!target || target === userId) return null;
            const done = connected.has(target);
            return (
              <Button
                size="sm"
                variant={done ? 'ghost' : 'secondary'}
                loading={pending === target}
                disabled={done}
                onClick={() => void connectWith(target)}
              >
                {done ? 'Connected' : 'Connect'}
              </Button>
            );
          }}
        />
      )}
    </section>
  );
}
