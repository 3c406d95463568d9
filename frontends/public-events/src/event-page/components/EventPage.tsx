import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { formatTimeSlot } from '@nightlife/domain';
import { useGetEventBySlugQuery, useGetSessionQuery } from '@nightlife/api';
import { Badge, EmptyState, Spinner, buttonClassName } from '@nightlife/ui';
import { locationLine, ticketLink, type EventCardData } from '../../events/event-card.model';
import { EventFlyer } from '../../events/components/EventFlyer';
import { useThemeLookup } from '../../events/hooks/useThemeLookup';
import { ThemeGlyphs } from './ThemeGlyphs';

/** Fields the basic event page adds to the card fields. */
interface EventPageData extends EventCardData {
  dressCode?: string | null;
  maxCapacity?: number | null;
  unlimitedSpots?: boolean;
  ctaButtonLabel?: string | null;
  rsvpCounts: { going: number; maybe: number; cantGo: number };
}

function capacityText(event: EventPageData): string | null {
  if (event.unlimitedSpots) return 'Unlimited spots';
  return event.maxCapacity ? `Max ${event.maxCapacity} people` : null;
}

export function EventPage() {
  const { slug = '' } = useParams();
  const { data, isLoading, error } = useGetEventBySlugQuery({ slug });
  const { data: session } = useGetSessionQuery();
  const themeOf = useThemeLookup();

  if (isLoading) {
    return (
      <div className="pe-page pe-loading">
        <Spinner size="lg" label="Loading event" />
      </div>
    );
  }
  const event = data as EventPageData | null | undefined;
  // Spec 1 §8: any failed event fetch reads as not found.
  if (error || !event) {
    return (
      <div className="pe-page">
        <EmptyState
          icon="🕳️"
          title="Event Not Found"
          description="Sorry, we couldn't find that event."
          action={
            <Link className={buttonClassName({ variant: 'secondary' })} to="/events">
              Browse events
            </Link>
          }
        />
      </div>
    );
  }

  const theme = themeOf(event.themeId);
  const upcoming = event.status === 'upcoming';
  const location = locationLine(event, Boolean(session?.authenticated));
  const tickets = ticketLink(event);
  const capacity = capacityText(event);
  const details: [string, string | null | undefined][] = [
    ['Date & time', `${event.eventDate} · ${formatTimeSlot(event.eventTime)}`],
    ['Location', location],
    ['Price', event.price],
    ['Age requirement', event.ageRestriction],
    ['Capacity', capacity],
    ['Dress code', event.dressCode],
  ];

  return (
    <div className="pe-page pe-event" style={{ '--pe-accent': theme.colorScheme.accent } as CSSProperties}>
      <ThemeGlyphs glyphs={theme.backgroundElements} />
      <div className="pe-event__hero">
        <EventFlyer key={event.id} event={event} className="pe-event__flyer" />
        <div className="pe-event__intro">
          <Badge variant={upcoming ? 'live' : 'past'}>{upcoming ? 'UPCOMING EVENT' : 'PAST EVENT'}</Badge>
          <h1 className="pe-event__title">{event.title}</h1>
          {event.tagline && <p className="pe-event__tagline">{event.tagline}</p>}
          <ul className="pe-event__counts" aria-label="RSVPs">
            <li>
              <strong>{event.rsvpCounts.going}</strong> Going
            </li>
            <li>
              <strong>{event.rsvpCounts.maybe}</strong> Maybe
            </li>
            <li>
              <strong>{event.rsvpCounts.cantGo}</strong> Can't Go
            </li>
          </ul>
        </div>
      </div>

      <section className="pe-event__section" aria-labelledby="event-details">
        <h2 id="event-details">Event Details</h2>
        <dl className="pe-event__details">
          {details
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd
                  className={
                    label === 'Location' && event.locationHidden ? 'pe-card__hidden-location' : undefined
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
        </dl>
        {tickets && (
          <a
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
            href={tickets}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get Tickets
          </a>
        )}
      </section>

      {event.description && (
        <section className="pe-event__section" aria-labelledby="event-about">
          <h2 id="event-about">What to Expect</h2>
          <p className="pe-event__description">{event.description}</p>
        </section>
      )}

      <p className="pe-event__back">
        <Link to="/events">← All events</Link>
      </p>
    </div>
  );
}
