import { Link } from 'react-router';
import { Card, buttonClassName } from '@nightlife/ui';
import { eventPagePath } from '../../shared/auth-redirect';

export type RsvpOutcome =
  { kind: 'submitted' } | { kind: 'already' } | { kind: 'full'; message: string } | { kind: 'closed' };

const COPY: Record<RsvpOutcome['kind'], { icon: string; title: string; text: string }> = {
  submitted: {
    icon: '🎉',
    title: 'Thanks for your RSVP!',
    text: "You're on the list. See you on the dance floor.",
  },
  already: { icon: '✅', title: "You've Already RSVP'd!", text: 'Your RSVP for this event is saved.' },
  full: { icon: '🚫', title: 'This event is full', text: '' },
  closed: { icon: '🌙', title: 'RSVPs are closed', text: 'This event has already happened.' },
};

/** The card that replaces the form: thanks, already RSVP'd, full or closed. */
export function RsvpOutcomeCard({ outcome, slug }: { outcome: RsvpOutcome; slug: string }) {
  const copy = COPY[outcome.kind];
  const text = outcome.kind === 'full' ? outcome.message : copy.text;
  return (
    <Card glow={outcome.kind === 'full' ? 'pink' : 'lime'} className="pe-rsvp__outcome" role="status">
      <span className="pe-rsvp__outcome-icon" aria-hidden="true">
        {copy.icon}
      </span>
      <h1 className="pe-rsvp__title">{copy.title}</h1>
      {text && <p className="pe-rsvp__outcome-text">{text}</p>}
      <div className="pe-rsvp__outcome-actions">
        <Link className={buttonClassName({ variant: 'primary' })} to={eventPagePath(slug)}>
          View Event
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
          Go to Dashboard
        </Link>
      </div>
    </Card>
  );
}
