import type { ReactNode } from 'react';
import { Badge, Card } from '@nightlife/ui';
import type { AttendingEvent, DashboardEvent } from '../host-api';

interface EventCardProps {
  event: DashboardEvent | AttendingEvent;
  badge: { label: string; variant: 'live' | 'past' | 'draft' | 'neutral' };
  actions?: ReactNode;
}

/** One event on the dashboard: flyer, badge, title, when and where, RSVP counts. */
export function EventCard({ event, badge, actions }: EventCardProps) {
  return (
    <Card className="db-event" data-testid="dashboard-event">
      <div className="db-event__media">
        {event.flyerImageUrl ? (
          <img src={event.flyerImageUrl} alt="" loading="lazy" />
        ) : (
          <span className="db-event__placeholder" aria-hidden="true">
            🎉
          </span>
        )}
      </div>
      <div className="db-event__body">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {/* Listed nowhere; its link is in Manage Tickets (ADR 0038). */}
        {event.isPrivate && <Badge variant="neutral">🔒 Invite only</Badge>}
        <h3 className="db-event__title">{event.title}</h3>
        {event.tagline && <p className="db-event__tagline">{event.tagline}</p>}
        <p className="db-event__meta">
          {event.eventDate} · {event.eventTime}
          {event.location && <> · {event.location}</>}
        </p>
        <p className="db-event__counts">
          {event.rsvpCounts.going} going · {event.rsvpCounts.maybe} maybe · {event.rsvpCounts.cantGo} can't go
        </p>
        {actions && <div className="db-event__actions">{actions}</div>}
      </div>
    </Card>
  );
}
