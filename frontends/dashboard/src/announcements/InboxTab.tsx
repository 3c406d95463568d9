import { Link } from 'react-router';
import { Button, EmptyState, Spinner, buttonClassName } from '@nightlife/ui';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type Notification,
} from './announcements-api';
import { sentAt } from './announcement-form';
import '../shared/panel.css';
import './announcements.css';

/** New announcements show up without a reload this often. */
const INBOX_REFRESH_MS = 30_000;

function InboxItem({ notification }: { notification: Notification }) {
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const unread = notification.readAt === null;
  return (
    <li className="db-inbox__item" data-unread={unread || undefined}>
      <div className="db-inbox__head">
        {unread && <span className="db-inbox__dot" aria-label="Unread" />}
        <Link className="db-inbox__event" to={`/event/${encodeURIComponent(notification.eventSlug)}`}>
          {notification.eventTitle}
        </Link>
        <span className="db-inbox__meta">
          from {notification.hostName} · {sentAt(notification.sentAt)}
        </span>
      </div>
      <p className="db-inbox__message">{notification.message}</p>
      <div className="db-inbox__actions">
        {notification.kind !== 'announcement' && notification.kind !== 'request.declined' && (
          <Link
            className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            to={`/event/${encodeURIComponent(notification.eventSlug)}/ticket`}
          >
            Your ticket
          </Link>
        )}
        {notification.kind === 'reminder' && (
          <Link
            className={buttonClassName({ size: 'sm', variant: 'ghost' })}
            to={`/event/${encodeURIComponent(notification.eventSlug)}/ticket?cancel=1`}
          >
            Can&apos;t make it
          </Link>
        )}
        {unread && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={isLoading}
            onClick={() => void markRead({ notificationId: notification.id })}
          >
            Mark as read
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Dashboard tab Inbox: the announcements hosts sent to the signed-in user and the notices about
 * their RSVPs (a host's decision on a request, a reminder of the start), newest first.
 */
export function InboxTab() {
  const { data, isLoading, isError } = useListNotificationsQuery({}, { pollingInterval: INBOX_REFRESH_MS });
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();

  if (isLoading) return <Spinner size="lg" label="Loading your inbox" />;
  if (isError || !data)
    return <EmptyState title="Your inbox could not be loaded" description="Please try again." />;
  return (
    <section className="db-panel db-inbox" aria-labelledby="inbox-heading">
      <div className="db-inbox__bar">
        <h2 id="inbox-heading" className="db-panel__title">
          Inbox {data.unreadCount > 0 && <span className="db-inbox__badge">{data.unreadCount} unread</span>}
        </h2>
        {data.unreadCount > 0 && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            loading={markingAll}
            onClick={() => void markAll()}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {data.notifications.length === 0 ? (
        <EmptyState
          title="Nothing here yet"
          description="Announcements from the hosts of events you RSVP'd to, and news about your RSVPs, show up here."
        />
      ) : (
        <ul className="db-inbox__list">
          {data.notifications.map((notification) => (
            <InboxItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </section>
  );
}
