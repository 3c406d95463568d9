import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CARD_FLYER_SIZES, EVENT_CARD_BADGES, formatTimeSlot, ticketLink } from '@nightlife/domain';
import { Badge, buttonClassName } from '@nightlife/ui';
import { locationLine, type EventCardData } from '../event-card.model';
import { GenreChips } from '../../shared/components/GenreChips';
import { EventFlyer } from './EventFlyer';

interface EventCardProps {
  event: EventCardData;
  /** The event theme's accent colour. */
  accent: string;
  /** The first card: its flyer is the list's largest image on first paint. */
  priority?: boolean;
}

export function EventCard({ event, accent, priority = false }: EventCardProps) {
  const location = locationLine(event);
  const tickets = ticketLink(event);
  const upcoming = event.status === 'upcoming';

  return (
    <article className="pe-card" style={{ '--pe-accent': accent } as CSSProperties}>
      <Link className="pe-card__link" to={`/event/${encodeURIComponent(event.slug)}`}>
        <div className="pe-card__media">
          <EventFlyer event={event} priority={priority} sizes={CARD_FLYER_SIZES} />
          <Badge className="pe-card__badge" variant={upcoming ? 'live' : 'past'}>
            {EVENT_CARD_BADGES[event.status]}
          </Badge>
        </div>
        <div className="pe-card__body">
          <h2 className="pe-card__title">{event.title}</h2>
          {event.tagline && <p className="pe-card__tagline">{event.tagline}</p>}
          <GenreChips genres={event.musicGenres} />
          <dl className="pe-card__facts">
            <div>
              <dt>Date</dt>
              <dd>{event.eventDate}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{formatTimeSlot(event.eventTime)}</dd>
            </div>
            {location && (
              <div className="pe-card__fact--wide">
                <dt>Location</dt>
                <dd className={event.locationHidden ? 'pe-card__hidden-location' : undefined}>{location}</dd>
              </div>
            )}
            {event.price && (
              <div>
                <dt>Price</dt>
                <dd>{event.price}</dd>
              </div>
            )}
            {event.ageRestriction && (
              <div>
                <dt>Age</dt>
                <dd>{event.ageRestriction}</dd>
              </div>
            )}
          </dl>
        </div>
      </Link>
      {tickets && (
        <div className="pe-card__actions">
          <a
            className={buttonClassName({ variant: 'primary', size: 'sm', block: true })}
            href={tickets}
            target="_blank"
            rel="noopener noreferrer"
          >
            {event.ctaButtonLabel}
          </a>
        </div>
      )}
    </article>
  );
}
