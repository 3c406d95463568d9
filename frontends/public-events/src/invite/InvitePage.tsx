import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, EmptyState, buttonClassName, toast } from '@nightlife/ui';
import { useClaimInvitationMutation, useGetInvitationQuery } from '../api/actions-api';
import { rsvpFailureMessage } from '../rsvp/rsvp-form.model';
import { eventPagePath, invitePath, signupRedirectTo } from '../shared/auth-redirect';
import { PageSpinner } from '../shared/components/PageSpinner';
import { useSessionUser } from '../shared/hooks/useSessionUser';

/** When the night starts, in the visitor's language and the event's zone. */
function startText(startsAt: string, timeZone: string): string {
  return new Date(startsAt).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/**
 * A +1 link (ADR 0029): a friend sees who invited them to what, signs in if need be, and claims the
 * place as their own RSVP; then the ticket page. A spent or withdrawn link says so.
 */
export function InvitePage() {
  const { code = '' } = useParams();
  const session = useSessionUser();
  const navigate = useNavigate();
  const { data: invitation, isLoading, error } = useGetInvitationQuery({ code });
  const [claim, { isLoading: claiming }] = useClaimInvitationMutation();

  if (isLoading || session.loading) return <PageSpinner label="Loading invitation" />;
  if (error || !invitation) {
    return (
      <div className="pe-page">
        <EmptyState
          icon="🔗"
          title="Invitation not found"
          description="This link does not lead to an invitation. Ask the friend who sent it for a new one."
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to="/events">
              Browse events
            </Link>
          }
        />
      </div>
    );
  }

  const { event } = invitation;
  const toEvent = (
    <Link className={buttonClassName({ variant: 'secondary' })} to={eventPagePath(event.slug)}>
      See the event
    </Link>
  );
  const submit = async () => {
    try {
      await claim({ code }).unwrap();
      toast({
        title: "You're going!",
        description: `Your place at ${event.title} is yours.`,
        variant: 'success',
      });
      void navigate(eventPagePath(event.slug, 'ticket'));
    } catch (failure) {
      toast({
        title: 'Could not claim the place',
        description: rsvpFailureMessage(failure),
        variant: 'destructive',
      });
    }
  };

  let body;
  if (invitation.state === 'claimed') {
    body = (
      <>
        <p className="pe-rsvp__outcome-text">This place was already claimed.</p>
        <div className="pe-rsvp__outcome-actions">{toEvent}</div>
      </>
    );
  } else if (invitation.state === 'closed') {
    body = (
      <>
        <p className="pe-rsvp__outcome-text">
          This invitation is no longer open: ask {invitation.inviterName} for a new link.
        </p>
        <div className="pe-rsvp__outcome-actions">{toEvent}</div>
      </>
    );
  } else if (invitation.yours) {
    body = (
      <>
        <p className="pe-rsvp__outcome-text">
          This is your own +1 link: send it to the friend the place is for.
        </p>
        <div className="pe-rsvp__outcome-actions">
          <Link className={buttonClassName({ variant: 'primary' })} to={eventPagePath(event.slug, 'ticket')}>
            View my ticket
          </Link>
        </div>
      </>
    );
  } else if (!session.user) {
    body = (
      <>
        <p className="pe-rsvp__outcome-text">
          Sign up or log in to claim your place: it becomes your own RSVP.
        </p>
        <div className="pe-rsvp__outcome-actions">
          <Link
            className={buttonClassName({ variant: 'primary' })}
            to={signupRedirectTo(invitePath(event.slug, code))}
          >
            Sign up to claim
          </Link>
          {toEvent}
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="pe-rsvp__outcome-text">Claim it and the place is yours, with your own ticket.</p>
        <div className="pe-rsvp__outcome-actions">
          <Button loading={claiming} onClick={() => void submit()}>
            Claim my place
          </Button>
          {toEvent}
        </div>
      </>
    );
  }

  return (
    <div className="pe-page pe-rsvp">
      <Card glow="pink" className="pe-rsvp__outcome" role="region" aria-labelledby="pe-invite-title">
        <span className="pe-rsvp__outcome-icon" aria-hidden="true">
          🎟️
        </span>
        <h1 id="pe-invite-title" className="pe-rsvp__title">
          {invitation.inviterName} invited you
        </h1>
        <p className="pe-rsvp__outcome-answer">
          <strong>{event.title}</strong> · {startText(event.startsAt, event.timeZone)}
        </p>
        {body}
      </Card>
    </div>
  );
}
