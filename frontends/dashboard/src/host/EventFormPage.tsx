import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Redirect } from '../shared/Redirect';
import { EmptyState, Spinner, buttonClassName } from '@nightlife/ui';
import { useSessionUser } from '../account/hooks/useSessionUser';
import { useGetUserSettingsQuery } from '../api/accounts-api';
import { EventForm, MY_EVENTS_PATH } from './components/EventForm';
import { eventDraftKey } from './event-draft.model';
import { eventFormFrom, newEventForm } from './event-form.model';
import { useGetEventByIdQuery } from './host-api';
import './host.css';

function hostNameOf(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}

function CreateEvent({ hostName, userId }: { hostName: string; userId: string }) {
  // The host's saved defaults (Settings) prefill a new event.
  const { data: settings, isLoading } = useGetUserSettingsQuery();
  // One object while the settings stay: the form's changes, and its draft, are measured from it.
  const initial = useMemo(() => newEventForm(settings), [settings]);
  if (isLoading) return <Spinner size="lg" label="Loading the event form" />;
  return (
    <EventForm mode="create" initial={initial} hostName={hostName} draftKey={eventDraftKey(userId, null)} />
  );
}

function EditEvent({ eventId, hostName, userId }: { eventId: string; hostName: string; userId: string }) {
  const { data, isLoading } = useGetEventByIdQuery({ id: eventId });
  const initial = useMemo(() => data?.form && eventFormFrom(data.form), [data]);
  if (isLoading) return <Spinner size="lg" label="Loading the event" />;
  // Someone else's event, or none: the API gives no form values.
  if (!data || !initial) {
    return (
      <EmptyState
        title="Event Not Found"
        description="Sorry, we couldn't find that event."
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to={MY_EVENTS_PATH}>
            Back to My Events
          </Link>
        }
      />
    );
  }
  return (
    <EventForm
      key={data.id}
      mode="edit"
      eventId={data.id}
      initial={initial}
      hostName={hostName}
      draftKey={eventDraftKey(userId, data.id)}
    />
  );
}

/** /dashboard/events/new and /dashboard/events/{id}/edit: the event form, for a signed-in user. */
export function EventFormPage() {
  const { eventId } = useParams();
  const { loading, user } = useSessionUser();
  if (loading) return <Spinner size="lg" label="Loading" />;
  if (!user) return <Redirect to="/login" />;
  return (
    <div className="db-account">
      <p className="db-account__eyebrow">Host dashboard</p>
      <h1 className="db-account__title">{eventId ? 'Edit Event' : 'Create Event'}</h1>
      {eventId ? (
        <EditEvent eventId={eventId} hostName={hostNameOf(user)} userId={user.id} />
      ) : (
        <CreateEvent hostName={hostNameOf(user)} userId={user.id} />
      )}
    </div>
  );
}
