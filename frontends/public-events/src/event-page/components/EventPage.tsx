import { Link, useParams, useSearchParams } from 'react-router';
import { EVENT_STATUS_BADGES, formatTimeSlot, resolveTheme, ticketLink } from '@nightlife/domain';
import { useGetEventBySlugQuery } from '../../api/events-api';
import { Badge, PRODUCT_NAME, buttonClassName } from '@nightlife/ui';
import { locationLine } from '../../events/event-card.model';
import { AddToCalendar } from '../../shared/components/AddToCalendar';
import { EventNotFound } from '../../shared/components/EventNotFound';
import { GenreChips } from '../../shared/components/GenreChips';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useSessionUser } from '../../shared/hooks/useSessionUser';
import {
  WHAT_TO_EXPECT,
  capacityText,
  eventPageQuery,
  rsvpNotice,
  rsvpNowPath,
  themeParticles,
  themeStyle,
} from '../event-page.model';
import { EventGallery } from './EventGallery';
import { EventHost } from './EventHost';
import { HeroFlyer } from './HeroFlyer';
import { ThemeGlyphs } from './ThemeGlyphs';
import { WhosGoing } from './WhosGoing';

export function EventPage() {
  const { slug = '' } = useParams();
  const query = eventPageQuery(slug, useSearchParams()[0]);
  // The invite code goes on to the RSVP as well.
  const { invite } = query;
  const { data: event, isLoading, error } = useGetEventBySlugQuery(query);
  const session = useSessionUser();

  if (isLoading) return <PageSpinner label="Loading event" />;
  if (error || !event) return <EventNotFound />;

  const signedIn = Boolean(session.user);
  const theme = resolveTheme(event.themeId);
  const themed = themeStyle(theme);
  const upcoming = event.status === 'upcoming';
  const tickets = ticketLink(event);
  const notice = rsvpNotice(event);
  const details: [string, string | null | undefined][] = [
    ['Date & time', `${event.eventDate} · ${formatTimeSlot(event.eventTime)}`],
    ['Location', locationLine(event)],
    ['Price', event.price],
    ['Age requirement', event.ageRestriction],
    ['Capacity', capacityText(event)],
    ['Dress code', event.dressCode],
  ];

  return (
    <div className={themed.className} style={themed.style}>
      <ThemeGlyphs glyphs={themeParticles(theme)} />
      <div className="pe-page pe-event">
        <div className="pe-event__hero">
          <HeroFlyer event={event} />
          <div className="pe-event__intro">
            <Badge variant={upcoming ? 'live' : 'past'}>{EVENT_STATUS_BADGES[event.status]}</Badge>
            <h1 className="pe-event__title">{event.title}</h1>
            {event.tagline && <p className="pe-event__tagline">{event.tagline}</p>}
            <GenreChips genres={event.musicGenres} className="pe-event__genres" />
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
            {/* The server refuses RSVPs to past events, so the page does not offer one. */}
            {notice ? (
              <div className="pe-event__notice" role="status">
                <p className="pe-event__notice-title">{notice.title}</p>
                <p className="pe-event__notice-text">{notice.text}</p>
                <Link
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  to={rsvpNowPath(event.slug, signedIn, invite)}
                >
                  {notice.action}
                </Link>
              </div>
            ) : event.status === 'upcoming' ? (
              <Link
                className={buttonClassName({ variant: 'primary', size: 'lg', className: 'pe-event__rsvp' })}
                to={rsvpNowPath(event.slug, signedIn, invite)}
              >
                RSVP NOW!
              </Link>
            ) : null}
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
          <AddToCalendar links={event.calendarLinks} />
          {event.highlights.length > 0 && (
            <ul className="pe-event__highlights" aria-label="Highlights">
              {event.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          )}
          {tickets && (
            <a
              className={buttonClassName({ variant: 'primary', size: 'lg' })}
              href={tickets}
              target="_blank"
              rel="noopener noreferrer"
            >
              {event.ctaButtonLabel}
            </a>
          )}
        </section>

        <section className="pe-event__section" aria-labelledby="event-about">
          <h2 id="event-about">What to Expect</h2>
          {event.description && <p className="pe-event__description">{event.description}</p>}
          <ul className="pe-event__expect">
            {WHAT_TO_EXPECT.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </section>

        <WhosGoing event={event} slug={event.slug} signedIn={signedIn} />

        <section className="pe-event__section" aria-labelledby="event-host">
          <h2 id="event-host">Event Host</h2>
          <EventHost
            hostName={event.hostName}
            hostUsername={event.hostUsername}
            hostAvatar={event.hostAvatar}
          />
        </section>

        {event.flyerVideoUrl && (
          <section className="pe-event__section" aria-labelledby="event-video">
            <h2 id="event-video">Flyer Video</h2>
            <video
              className="pe-event__video"
              src={event.flyerVideoUrl}
              poster={event.posterUrl ?? event.flyerImageUrl ?? undefined}
              controls
              muted
              playsInline
              preload="metadata"
            />
          </section>
        )}

        <EventGallery
          slug={event.slug}
          status={event.status}
          images={event.galleryImages}
          signedIn={signedIn}
        />

        <p className="pe-event__back">
          <Link to="/events">← All events</Link>
        </p>
      </div>
      <Link className="pe-created-by" to="/">
        Created by <strong>{PRODUCT_NAME}</strong>
      </Link>
    </div>
  );
}
