import { Link } from 'react-router';
import { RSVP_RESPONSE_LABELS } from '@nightlife/domain';
import { Badge, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@nightlife/ui';
import type { ProfileHostedEvent, ProfileRsvp } from '../../api/actions-api';
import type { ProfileView } from '../profile.model';
import { eventPagePath } from '../../shared/auth-redirect';

function RsvpRows({ rsvps, empty }: { rsvps: ProfileRsvp[]; empty: string }) {
  if (rsvps.length === 0) return <EmptyState icon="🌙" title={empty} />;
  return (
    <ul className="pe-profile__events">
      {rsvps.map((rsvp) => (
        <li key={rsvp.eventSlug}>
          <Link className="pe-profile__event" to={eventPagePath(rsvp.eventSlug)}>
            <span className="pe-profile__event-title">{rsvp.eventTitle}</span>
            <span className="pe-profile__event-date">{rsvp.eventDate}</span>
            <Badge variant={rsvp.response === 'going' ? 'live' : 'neutral'}>
              {RSVP_RESPONSE_LABELS[rsvp.response]}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function HostedRows({ events }: { events: ProfileHostedEvent[] }) {
  return (
    <ul className="pe-profile__events">
      {events.map((event) => (
        <li key={event.eventSlug}>
          <Link className="pe-profile__event" to={eventPagePath(event.eventSlug)}>
            <span className="pe-profile__event-title">{event.eventTitle}</span>
            <span className="pe-profile__event-date">{event.eventDate}</span>
            <Badge variant={event.eventStatus === 'upcoming' ? 'neutral' : 'past'}>
              {event.eventStatus === 'upcoming' ? 'Upcoming' : 'Past'}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 2 §2.11 / §4: going RSVPs under Upcoming Events, maybe and can't go under Past Events. A
 * host's profile opens on Hosting, the events behind its "Events" count: what a visitor of a DJ's
 * or promoter's profile comes for (first, so a phone shows it without scrolling the tabs).
 */
export function ProfileEventTabs({ view }: { view: ProfileView }) {
  return (
    <Tabs defaultValue={view.hosting ? 'hosting' : 'upcoming'} className="pe-profile__tabs">
      <TabsList aria-label="Events">
        {view.hosting && <TabsTrigger value="hosting">Hosting ({view.hosting.count})</TabsTrigger>}
        <TabsTrigger value="upcoming">Upcoming Events ({view.upcoming.count})</TabsTrigger>
        <TabsTrigger value="past">Past Events ({view.past.count})</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <RsvpRows rsvps={view.upcoming.rsvps} empty="No upcoming events yet" />
      </TabsContent>
      <TabsContent value="past">
        <RsvpRows rsvps={view.past.rsvps} empty="No past events yet" />
      </TabsContent>
      {view.hosting && (
        <TabsContent value="hosting">
          <HostedRows events={view.hosting.events} />
        </TabsContent>
      )}
    </Tabs>
  );
}
