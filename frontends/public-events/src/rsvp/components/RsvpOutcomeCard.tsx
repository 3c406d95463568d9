import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RSVP_RESPONSE_LABELS, guestsLabel, parseRsvpResponse } from '@nightlife/domain';
import { Button, Card, buttonClassName } from '@nightlife/ui';
import type { UserRsvp } from '../../api/events-api';
import { eventPagePath } from '../../shared/auth-redirect';
import { CancelRsvpButton } from './CancelRsvpButton';

export type RsvpOutcome =
  | { kind: 'submitted' }
  | { kind: 'already' }
  | { kind: 'full'; message: string }
  | { kind: 'closed' }
  | { kind: 'cancelled' }
  | { kind: 'requested' };

const COPY: Record<RsvpOutcome['kind'], { icon: string; title: string; text: string }> = {
  submitted: {
    icon: '🎉',
    title: 'Thanks for your RSVP!',
    text: "You're on the list. See you on the dance floor.",
  },
  already: { icon: '✅', title: "You've Already RSVP'd!", text: 'Your RSVP for this event is saved.' },
  full: { icon: '🚫', title: 'This event is full', text: '' },
  closed: { icon: '🌙', title: 'RSVPs are closed', text: 'This event has already happened.' },
  requested: {
    icon: '⏳',
    title: "Waiting for the host's approval",
    text: 'The host approves each guest. You will see the location and your ticket once they approve you.',
  },
  cancelled: {
    icon: '👋',
    title: 'RSVP cancelled',
    text: 'Your place is free for someone else. Changed your mind? You can RSVP again while there is room.',
  },
};

interface RsvpOutcomeCardProps {
  outcome: RsvpOutcome;
  slug: string;
  /** The caller's RSVP, summed up on the card. */
  rsvp?: UserRsvp | null;
  /** Offered when the RSVP may still be changed. */
  onChange?: () => void;
  /** Offered when the RSVP may be cancelled: the event's title for the dialog, and what follows. */
  cancel?: { eventTitle: string; onCancelled: () => void };
  /** Offered after a cancellation: back to the form. */
  onRespondAgain?: () => void;
  /**
   * The card answers what the guest just did (a submission, a cancellation): it is brought into
   * view and focused, so the guest sees it and a screen reader reads it, wherever the form was.
   */
  announce?: boolean;
}

/** The card that replaces the form: thanks, already RSVP'd, full or closed. */
export function RsvpOutcomeCard({
  outcome,
  slug,
  rsvp,
  onChange,
  cancel,
  onRespondAgain,
  announce = false,
}: RsvpOutcomeCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announce) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [announce, outcome.kind]);
  const copy = COPY[outcome.kind];
  const text = outcome.kind === 'full' ? outcome.message : copy.text;
  const response = rsvp ? parseRsvpResponse(rsvp.response) : null;
  return (
    <Card glow={outcome.kind === 'full' ? 'pink' : 'lime'} className="pe-rsvp__outcome" role="status">
      <span className="pe-rsvp__outcome-icon" aria-hidden="true">
        {copy.icon}
      </span>
      <h1 className="pe-rsvp__title" ref={heading} tabIndex={-1}>
        {copy.title}
      </h1>
      {text && <p className="pe-rsvp__outcome-text">{text}</p>}
      {rsvp && response && (
        <p className="pe-rsvp__outcome-answer">
          {rsvp.emoji && <span aria-hidden="true">{rsvp.emoji} </span>}
          {RSVP_RESPONSE_LABELS[response]} · {guestsLabel(rsvp.plusOnes)}
        </p>
      )}
      <div className="pe-rsvp__outcome-actions">
        {onChange && (
          <Button variant="secondary" onClick={onChange}>
            Change RSVP
          </Button>
        )}
        {onRespondAgain && (
          <Button variant="secondary" onClick={onRespondAgain}>
            RSVP Again
          </Button>
        )}
        <Link className={buttonClassName({ variant: 'primary' })} to={eventPagePath(slug)}>
          View Event
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
          Go to Dashboard
        </Link>
      </div>
      {cancel && <CancelRsvpButton slug={slug} title={cancel.eventTitle} onCancelled={cancel.onCancelled} />}
    </Card>
  );
}
