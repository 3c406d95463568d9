import { useState } from 'react';
import { isOnWaitlist, placesOpenToNew, REQUESTED_RSVP_STATUS, waitlistOpen } from '@nightlife/domain';
import { useParams } from 'react-router';
import { Redirect } from '../../shared/components/Redirect';
import { useGetEventBySlugQuery } from '../../api/events-api';
import { eventPagePath, signupRedirectTo } from '../../shared/auth-redirect';
import { useInviteCode, withInvite } from '../../shared/hooks/useInviteCode';
import { BackToEvent } from '../../shared/components/BackToEvent';
import { EventNotFound } from '../../shared/components/EventNotFound';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useSessionUser } from '../../shared/hooks/useSessionUser';
import { canCancelRsvp, canChangeRsvp } from '../rsvp-form.model';
import { RsvpForm } from './RsvpForm';
import { RsvpOutcomeCard, type RsvpOutcome } from './RsvpOutcomeCard';
import { WaitlistJoinCard, WaitlistStatusCard } from './WaitlistCard';

export function RsvpPage() {
  const { slug = '' } = useParams();
  const session = useSessionUser();
  const invite = useInviteCode();
  const event = useGetEventBySlugQuery({ event: slug, invite }, { skip: !session.user });
  // What this visit's submission ended in; the event's own userRsvp covers earlier visits.
  const [outcome, setOutcome] = useState<RsvpOutcome | null>(null);
  const [changing, setChanging] = useState(false);
  // At a full event with a waitlist, the guest chose to answer Maybe or Can't Go instead.
  const [answeringInstead, setAnsweringInstead] = useState(false);
  // The guest just joined the waitlist: its card is brought into view and focused.
  const [joined, setJoined] = useState(false);

  if (session.loading) return <PageSpinner label="Loading" />;
  if (!session.user)
    return <Redirect to={signupRedirectTo(withInvite(eventPagePath(slug, 'rsvp'), invite))} />;
  if (event.isLoading) return <PageSpinner label="Loading event" />;
  if (event.error || !event.data) return <EventNotFound />;

  const data = event.data;
  const onWaitlist = !!data.userRsvp && isOnWaitlist(data.userRsvp);
  const full =
    outcome?.kind === 'full' ||
    placesOpenToNew(data, data.rsvpCounts.headcount, data.rsvpCounts.waiting) === 0;
  const mayJoin =
    !data.userRsvp && data.status === 'upcoming' && full && waitlistOpen(data) && !answeringInstead;
  const shown: RsvpOutcome | null =
    outcome ??
    (data.userRsvp
      ? { kind: data.userRsvp.status === REQUESTED_RSVP_STATUS ? 'requested' : 'already' }
      : data.status === 'past'
        ? { kind: 'closed' }
        : null);
  const answered = shown?.kind === 'already' || shown?.kind === 'submitted' || shown?.kind === 'requested';
  const changeable = answered && canChangeRsvp(data.status, data.userRsvp);
  const cancellable = answered && canCancelRsvp(data.status, data.userRsvp);

  return (
    <div className="pe-page pe-rsvp">
      <BackToEvent slug={slug} />
      {onWaitlist ? (
        <WaitlistStatusCard
          slug={slug}
          title={data.title}
          onAccepted={() => setOutcome({ kind: 'submitted' })}
          announce={outcome !== null || joined}
        />
      ) : mayJoin ? (
        <WaitlistJoinCard
          slug={slug}
          title={data.title}
          onJoined={() => setJoined(true)}
          onAnswerInstead={() => {
            setOutcome(null);
            setAnsweringInstead(true);
          }}
          announce={outcome !== null}
        />
      ) : changing && data.userRsvp ? (
        <RsvpForm
          slug={slug}
          title={data.title}
          user={session.user}
          existing={data.userRsvp}
          onDone={() => {
            setOutcome(null);
            setChanging(false);
          }}
          onCancel={() => setChanging(false)}
        />
      ) : shown ? (
        <RsvpOutcomeCard
          outcome={shown}
          slug={slug}
          rsvp={answered ? data.userRsvp : null}
          onChange={changeable ? () => setChanging(true) : undefined}
          cancel={
            cancellable
              ? { eventTitle: data.title, onCancelled: () => setOutcome({ kind: 'cancelled' }) }
              : undefined
          }
          onRespondAgain={shown.kind === 'cancelled' ? () => setOutcome(null) : undefined}
          announce={outcome !== null}
        />
      ) : (
        <RsvpForm
          slug={slug}
          title={data.title}
          user={session.user}
          requiresApproval={data.requireApproval}
          onDone={(next) => {
            setOutcome(next);
            // Spec 1 §7: the event is refreshed after an RSVP (counts, the caller's RSVP, location).
            if (next.kind !== 'full' && next.kind !== 'closed') void event.refetch();
          }}
        />
      )}
    </div>
  );
}
