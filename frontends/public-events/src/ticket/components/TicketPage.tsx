import { Link, useParams } from 'react-router';
import { Redirect } from '../../shared/components/Redirect';
import { formatTimeSlot, isOnWaitlist } from '@nightlife/domain';
import { useGetEventBySlugQuery } from '../../api/events-api';
import { EmptyState, buttonClassName } from '@nightlife/ui';
import { eventPagePath, signupRedirectPath } from '../../shared/auth-redirect';
import { BackToEvent } from '../../shared/components/BackToEvent';
import { EventNotFound } from '../../shared/components/EventNotFound';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useSessionUser } from '../../shared/hooks/useSessionUser';
import { ReconfirmCard } from './ReconfirmCard';
import { RevealBanner } from './RevealBanner';
import { PlusOneLinks } from './PlusOneLinks';
import { ShareInviteLink } from '../../shared/components/ShareInviteLink';
import { DoorCode } from './DoorCode';
import { TicketCard } from './TicketCard';
import { TicketTabs } from './TicketTabs';
import { WaitlistStatusCard } from '../../rsvp/components/WaitlistCard';

export function TicketPage() {
  const { slug = '' } = useParams();
  const session = useSessionUser();
  const {
    data: event,
    isLoading,
    error,
    refetch,
  } = useGetEventBySlugQuery({ event: slug }, { skip: !session.user });

  if (session.loading) return <PageSpinner label="Loading" />;
  if (!session.user) return <Redirect to={signupRedirectPath(slug, 'ticket')} />;
  if (isLoading) return <PageSpinner label="Loading ticket" />;
  if (error || !event) return <EventNotFound />;

  if (!event.userRsvp) {
    return (
      <div className="pe-page">
        <EmptyState
          icon="🎟️"
          title="RSVP Required"
          description="You need to RSVP to this event to view your ticket."
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={eventPagePath(slug)}>
              Go to Event
            </Link>
          }
        />
      </div>
    );
  }

  // On the waitlist there is no ticket yet: the guest's turn, or the offer to accept.
  if (isOnWaitlist(event.userRsvp)) {
    return (
      <div className="pe-page pe-rsvp">
        <BackToEvent slug={slug} />
        <WaitlistStatusCard
          slug={slug}
          title={event.title}
          onAccepted={() => void refetch()}
          announce={false}
        />
      </div>
    );
  }

  return (
    <div className="pe-page pe-ticket">
      <BackToEvent slug={slug} />
      <RevealBanner event={event} onReveal={refetch} />
      <ReconfirmCard event={event} rsvp={event.userRsvp} />
      <DoorCode event={event} />
      <TicketCard event={event} rsvp={event.userRsvp} time={formatTimeSlot(event.eventTime)} />
      {event.inviteLink && <ShareInviteLink link={event.inviteLink} title={event.title} />}
      <PlusOneLinks event={event} rsvp={event.userRsvp} />
      <TicketTabs event={event} userId={session.user.id} />
    </div>
  );
}
