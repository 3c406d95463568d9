import { Button, Dialog, DialogContent, DialogTrigger, Spinner } from '@nightlife/ui';
import { useListEventRsvpsWithUsersQuery } from '../host-api';
import { guestListOf, RSVP_COLUMNS, rsvpColumns } from '../../shared/rsvp-columns';

function RsvpColumnsView({ eventId }: { eventId: string }) {
  const { data, isLoading } = useListEventRsvpsWithUsersQuery({ eventId });
  if (isLoading) return <Spinner label="Loading RSVPs" />;
  const guests = guestListOf(data ?? []);
  if (guests.length === 0) return <p className="db-analytics__empty">No RSVPs yet for this event</p>;
  const columns = rsvpColumns(guests);
  return (
    <div className="db-analytics">
      {RSVP_COLUMNS.map(({ key, title }) => (
        <section key={key} className="db-analytics__column" aria-label={title}>
          <h4 className="db-analytics__title">
            {title} ({columns[key].length})
          </h4>
          <ul className="db-analytics__list">
            {columns[key].map((rsvp) => (
              <li key={rsvp.id}>
                {rsvp.emoji && <span aria-hidden="true">{rsvp.emoji} </span>}
                {rsvp.guestName || 'Unknown'}
                {rsvp.plusOnes > 0 && <span className="db-analytics__plus"> +{rsvp.plusOnes}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** RSVP Analytics of one event (spec 2 §2.6): Going, Maybe and Can't Go. Loads when opened. */
export function RsvpAnalyticsDialog({ eventId, title }: { eventId: string; title: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm">
          RSVP Analytics
        </Button>
      </DialogTrigger>
      <DialogContent title="RSVP Analytics" description={title} className="db-analytics-dialog">
        <RsvpColumnsView eventId={eventId} />
      </DialogContent>
    </Dialog>
  );
}
