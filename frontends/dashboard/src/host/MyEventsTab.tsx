import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  EmptyState,
  Spinner,
  buttonClassName,
  toast,
} from '@nightlife/ui';
import { EventCard } from './components/EventCard';
import { RsvpAnalyticsDialog } from './components/RsvpAnalyticsDialog';
import { type DashboardEvent, useDeleteEventMutation, useListDashboardEventsQuery } from './host-api';
import { splitMyEvents, statusBadge } from './host-events.model';
import './host.css';
import { toastFailure } from '../shared/failure-text';

export const NEW_EVENT_PATH = '/dashboard/events/new';

function DeleteEventButton({ event }: { event: DashboardEvent }) {
  const [open, setOpen] = useState(false);
  const [deleteEvent, { isLoading }] = useDeleteEventMutation();
  const confirm = async () => {
    try {
      await deleteEvent({ event: event.id }).unwrap();
      setOpen(false);
      toast({ title: 'Event deleted', description: event.title, variant: 'success' });
    } catch (error) {
      toastFailure('Failed to delete event', error, 'Unable to delete event');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="danger" size="sm" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <DialogContent
        title="Delete this event?"
        description={`“${event.title}” and its RSVPs and tickets will be deleted. This cannot be undone.`}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="danger" loading={isLoading} onClick={() => void confirm()}>
            Delete event
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function HostActions({ event }: { event: DashboardEvent }) {
  const small = (variant: 'primary' | 'secondary' | 'ghost') => buttonClassName({ variant, size: 'sm' });
  const published = event.isPublished && !event.isDraft;
  return (
    <>
      <Link className={small('secondary')} to={`/dashboard/events/${event.id}/edit`}>
        Edit
      </Link>
      <Link className={small('ghost')} to={`/event/${event.slug}`}>
        Preview
      </Link>
      {published && (
        <Link className={small('primary')} to={`/dashboard/events/${event.id}/tickets`}>
          Manage Tickets
        </Link>
      )}
      <RsvpAnalyticsDialog eventId={event.id} title={event.title} />
      <DeleteEventButton event={event} />
    </>
  );
}

/** Dashboard tab My Events (spec 2 §2.6): Hosting and Drafts, with the host's actions. */
export function MyEventsTab() {
  const { data, isLoading } = useListDashboardEventsQuery();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'drafts' ? 'drafts' : 'hosting';
  if (isLoading) return <Spinner size="lg" label="Loading your events" />;
  if (!data) return <EmptyState title="Could not load your events" description="Please reload the page." />;

  const createLink = (label: string) => (
    <Link className={buttonClassName({ variant: 'primary' })} to={NEW_EVENT_PATH}>
      {label}
    </Link>
  );
  if (data.length === 0) {
    return (
      <section className="db-host">
        <EmptyState title="NO EVENTS YET" action={createLink('CREATE YOUR FIRST EVENT')} />
      </section>
    );
  }
  const groups = splitMyEvents(data);
  const shown = groups[view];
  const select = (next: 'hosting' | 'drafts') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'drafts') updated.set('view', 'drafts');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  return (
    <section className="db-host" aria-labelledby="my-events-heading">
      <div className="db-host__head">
        <h2 id="my-events-heading" className="db-host__title">
          My Events
        </h2>
        {createLink('Create Event')}
      </div>
      <div className="db-host__views" role="group" aria-label="Which events">
        {(['hosting', 'drafts'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className="db-host__view"
            aria-pressed={view === key}
            onClick={() => select(key)}
          >
            {key === 'hosting' ? 'Hosting' : 'Drafts'} ({groups[key].length})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={view === 'hosting' ? 'No published events' : 'No drafts'} />
      ) : (
        <div className="db-events">
          {shown.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              badge={statusBadge(event.displayStatus)}
              actions={<HostActions event={event} />}
            />
          ))}
        </div>
      )}
    </section>
  );
}
