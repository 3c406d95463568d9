import { Link } from 'react-router';
import { RSVP_RESPONSE_LABELS } from '@nightlife/domain';
import { EmptyState, Spinner, buttonClassName } from '@nightlife/ui';
import { EventCard } from './components/EventCard';
import { useListAttendingEventsQuery } from './host-api';
import './host.css';

/** Dashboard tab Attending (spec 2 §2.6): the events the user RSVP'd to, without host actions. */
export function AttendingTab() {
  const { data, isLoading } = useListAttendingEventsQuery();
  if (isLoading) return <Spinner size="lg" label="Loading your events" />;
  if (!data) return <EmptyState title="Could not load your events" description="Please reload the page." />;
  return (
    <section className="db-host" aria-labelledby="attending-heading">
      <h2 id="attending-heading" className="db-host__title">
        Attending
      </h2>
      {data.length === 0 ? (
        <EmptyState
          title="No RSVPs yet"
          description="Events you RSVP to show up here."
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to="/events">
              Browse events
            </Link>
          }
        />
      ) : (
        <div className="db-events">
          {data.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              badge={{ label: RSVP_RESPONSE_LABELS[event.userRsvp.response], variant: 'neutral' }}
              actions={
                <Link
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  to={`/event/${event.slug}`}
                >
                  View event
                </Link>
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
