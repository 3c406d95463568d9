import { Link, useSearchParams } from 'react-router';
import { REQUESTED_RSVP_STATUS } from '@nightlife/domain';
import type { EventDetail, UserRsvp } from '../../api/events-api';
import { Badge, Card, buttonClassName } from '@nightlife/ui';
import { canCancelRsvp, canChangeRsvp } from '../../rsvp/rsvp-form.model';
import { CancelRsvpButton } from '../../rsvp/components/CancelRsvpButton';
import { HideMeToggle } from './HideMeToggle';
import { AddToCalendar } from '../../shared/components/AddToCalendar';
import { eventPagePath } from '../../shared/auth-redirect';
import { EventFlyer } from '../../events/components/EventFlyer';
import { locationLine } from '../../events/event-card.model';
import { responseLabel, statusLabel, ticketDate } from '../ticket.model';

interface TicketCardProps {
  event: EventDetail;
  rsvp: UserRsvp;
  time: string;
}

export function TicketCard({ event, rsvp, time }: TicketCardProps) {
  const [search] = useSearchParams();
  const requested = rsvp.status === REQUESTED_RSVP_STATUS;
  const location = locationLine(event);
  return (
    <Card glow="cyan" className="pe-ticket__card">
      <EventFlyer key={event.id} event={event} className="pe-ticket__flyer" />
      <div className="pe-ticket__body">
        <div className="pe-ticket__badges">
          <Badge variant="neutral">{statusLabel(rsvp.status)}</Badge>
          <Badge variant={rsvp.response === 'going' ? 'live' : 'past'}>
            {rsvp.emoji && <span aria-hidden="true">{rsvp.emoji} </span>}
            {responseLabel(rsvp.response)}
          </Badge>
        </div>
        <h1 className="pe-ticket__title">{event.title}</h1>
        {requested && (
          <p className="pe-ticket__waiting" role="status">
            ⏳ Waiting for the host's approval: this ticket is valid once they approve you.
          </p>
        )}
        {event.tagline && <p className="pe-ticket__tagline">{event.tagline}</p>}
        <dl className="pe-ticket__facts">
          <div>
            <dt>Date</dt>
            <dd>{ticketDate(event)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{time}</dd>
          </div>
          {location && (
            <div>
              <dt>Location</dt>
              <dd>{location}</dd>
            </div>
          )}
          {event.doorInstructions && (
            <div>
              <dt>At the door</dt>
              <dd>{event.doorInstructions}</dd>
            </div>
          )}
          {rsvp.message && (
            <div>
              <dt>Your message</dt>
              <dd>“{rsvp.message}”</dd>
            </div>
          )}
        </dl>
        <AddToCalendar links={event.calendarLinks} />
        {!requested && rsvp.status !== 'declined' && (
          <HideMeToggle
            key={String(event.hiddenFromGuestList)}
            slug={event.slug}
            hidden={event.hiddenFromGuestList}
          />
        )}
        <div className="pe-ticket__actions">
          {canChangeRsvp(event.status, rsvp) && (
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              to={eventPagePath(event.slug, 'rsvp')}
            >
              Change RSVP
            </Link>
          )}
          {canCancelRsvp(event.status, rsvp) && (
            <CancelRsvpButton
              slug={event.slug}
              title={event.title}
              size="sm"
              askNow={search.get('cancel') === '1'}
            />
          )}
        </div>
      </div>
    </Card>
  );
}
