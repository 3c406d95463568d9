import type { ReactNode } from 'react';
import { EmptyState } from '@nightlife/ui';
import { GuestList } from '../../shared/components/GuestList';
import { PrivateGuestList } from '../../shared/components/PrivateGuestList';
import { useListEventRsvpsWithUsersQuery, type EventDetail } from '../../api/events-api';
import { useInviteCode } from '../../shared/hooks/useInviteCode';
import { ShareInviteLink } from '../../shared/components/ShareInviteLink';
import { WhosGoingSection } from './WhosGoing';

export type GuestListEvent = Pick<
  EventDetail,
  'id' | 'guestListShared' | 'guestListVisibility' | 'rsvpCounts' | 'inviteLink' | 'title'
>;

/**
 * The event's guests and how many are going, as a signed-in user sees them: the headcount counts
 * every place (attendees who hid themselves too); a list the host keeps private says so.
 */
export function GuestsGoing({ event, loading }: { event: GuestListEvent; loading: ReactNode }) {
  const invite = useInviteCode();
  const { data, isLoading } = useListEventRsvpsWithUsersQuery(
    { eventId: event.id, invite },
    { skip: !event.guestListShared },
  );
  if (isLoading) return loading;
  const rsvps = data ?? [];
  return (
    <WhosGoingSection headcount={event.rsvpCounts.headcount}>
      {!event.guestListShared ? (
        <PrivateGuestList visibility={event.guestListVisibility} />
      ) : rsvps.length === 0 ? (
        <EmptyState icon="🪩" title="No RSVPs yet" description="Be the first on the list." />
      ) : (
        <GuestList rsvps={rsvps} />
      )}
      {/* An invite-only event's link, for the host and, with Open invite, guests with a place (ADR 0038). */}
      {event.inviteLink && <ShareInviteLink link={event.inviteLink} title={event.title} />}
    </WhosGoingSection>
  );
}
