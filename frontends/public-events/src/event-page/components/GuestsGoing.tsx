import type { ReactNode } from 'react';
import { whosGoingHeadcount } from '@nightlife/domain';
import { EmptyState } from '@nightlife/ui';
import { GuestList } from '../../shared/components/GuestList';
import { useListEventRsvpsWithUsersQuery } from '../../api/events-api';
import { WhosGoingSection } from './WhosGoing';

/** The event's guests and how many are going, as a signed-in user sees them. */
export function GuestsGoing({ eventId, loading }: { eventId: string; loading: ReactNode }) {
  const { data, isLoading } = useListEventRsvpsWithUsersQuery({ eventId });
  if (isLoading) return loading;
  const rsvps = data ?? [];
  return (
    <WhosGoingSection headcount={whosGoingHeadcount(rsvps)}>
      {rsvps.length === 0 ? (
        <EmptyState icon="🪩" title="No RSVPs yet" description="Be the first on the list." />
      ) : (
        <GuestList rsvps={rsvps} />
      )}
    </WhosGoingSection>
  );
}
