import { Link } from 'react-router';
import { RSVP_RESPONSE_LABELS } from '@nightlife/domain';
import { Badge, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@nightlife/ui';
import type { ProfileRsvp } from '../../api/actions-api';
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

/** Spec 2 §2.11 / §4: going RSVPs under Upcoming Events, maybe and can't go under Past Events. */
export function ProfileEventTabs({ view }: { view: ProfileView }) {
  return (
    <Tabs defaultValue="upcoming" className="pe-profile__tabs">
      <TabsList aria-label="Events">
        <TabsTrigger value="upcoming">Upcoming Events ({view.upcoming.count})</TabsTrigger>
        <TabsTrigger value="past">Past Events ({view.past.count})</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <RsvpRows rsvps={view.upcoming.rsvps} empty="No upcoming events yet" />
      </TabsContent>
      <TabsContent value="past">
        <RsvpRows rsvps={view.past.rsvps} empty="No past events yet" />
      </TabsContent>
    </Tabs>
  );
}
