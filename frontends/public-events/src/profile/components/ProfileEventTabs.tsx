import { Link } from 'react-router';
import { RSVP_RESPONSE_LABELS } from '@nightlife/domain';
import { Badge, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@nightlife/ui';
import type { ProfileHostedEvent, ProfileRsvp } from '../../api/actions-api';
import type { ProfileView } from '../profile.model';
import { eventPagePath } from '../../shared/auth-redirect';

type BadgeProps = Parameters<typeof Badge>[0];

/** A tab's rows: each event a link to its page, with its date and a badge. */
function EventRows<T extends ProfileHostedEvent>({
  events,
  badge,
  empty,
}: {
  events: T[];
  badge: (event: T) => { variant: BadgeProps['variant']; label: string };
  empty: string;
}) {
  if (events.length === 0) return <EmptyState icon="🌙" title={empty} />;
  return (
    <ul className="pe-profile__events">
      {events.map((event) => {
        const { variant, label } = badge(event);
        return (
          <li key={event.eventSlug}>
            <Link className="pe-profile__event" to={eventPagePath(event.eventSlug)}>
              <span className="pe-profile__event-title">{event.eventTitle}</span>
              <span className="pe-profile__event-date">{event.eventDate}</span>
              <Badge variant={variant}>{label}</Badge>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const rsvpBadge = (rsvp: ProfileRsvp) => ({
  variant: rsvp.response === 'going' ? ('live' as const) : ('neutral' as const),
  label: RSVP_RESPONSE_LABELS[rsvp.response],
});

const hostedBadge = (event: ProfileHostedEvent) =>
  event.eventStatus === 'upcoming'
    ? { variant: 'neutral' as const, label: 'Upcoming' }
    : { variant: 'past' as const, label: 'Past' };

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
        <EventRows events={view.upcoming.rsvps} badge={rsvpBadge} empty="No upcoming events yet" />
      </TabsContent>
      <TabsContent value="past">
        <EventRows events={view.past.rsvps} badge={rsvpBadge} empty="No past events yet" />
      </TabsContent>
      {view.hosting && (
        <TabsContent value="hosting">
          <EventRows events={view.hosting.events} badge={hostedBadge} empty="No events yet" />
        </TabsContent>
      )}
    </Tabs>
  );
}
