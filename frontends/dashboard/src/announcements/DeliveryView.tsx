import { useState } from 'react';
import { Badge, Button, Spinner } from '@nightlife/ui';
import {
  useListAnnouncementRecipientsQuery,
  useListAnnouncementsQuery,
  type AnnouncementSummary,
  type RecipientDelivery,
} from './announcements-api';
import { deliverySummary, sentAt } from './announcement-form';

/** While deliveries are under way the report refreshes this often. */
const LIVE_REFRESH_MS = 2000;

const readAt = (iso: string) =>
  new Date(iso).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const IN_APP_LABELS: Record<RecipientDelivery['inApp'], string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  none: 'No inbox',
};
const EMAIL_LABELS: Record<RecipientDelivery['email'], string> = {
  none: 'Off',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

function Recipients({
  eventId,
  announcementId,
  live,
}: {
  eventId: string;
  announcementId: string;
  live: boolean;
}) {
  const { data, isLoading } = useListAnnouncementRecipientsQuery(
    { eventId, announcementId },
    { pollingInterval: live ? LIVE_REFRESH_MS : 0 },
  );
  if (isLoading || !data) return <Spinner label="Loading recipients" />;
  return (
    <div className="db-delivery__table-wrap">
      <table className="db-delivery__table">
        <thead>
          <tr>
            <th scope="col">Guest</th>
            <th scope="col">In-app</th>
            <th scope="col">Email</th>
            <th scope="col">Read</th>
          </tr>
        </thead>
        <tbody>
          {data.map((recipient) => (
            <tr key={recipient.rsvpId}>
              <td>
                {recipient.name}
                {recipient.username && <span className="db-delivery__muted">@{recipient.username}</span>}
              </td>
              <td data-status={recipient.inApp}>{IN_APP_LABELS[recipient.inApp]}</td>
              <td data-status={recipient.email} title={recipient.emailError ?? undefined}>
                {EMAIL_LABELS[recipient.email]}
              </td>
              <td data-status={recipient.readAt ? 'read' : 'unread'}>
                {recipient.readAt ? readAt(recipient.readAt) : 'Unread'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AnnouncementReport({
  eventId,
  announcement,
}: {
  eventId: string;
  announcement: AnnouncementSummary;
}) {
  const [open, setOpen] = useState(false);
  const live = announcement.counts.queued > 0;
  return (
    <li className="db-delivery__item">
      <p className="db-delivery__message">{announcement.message}</p>
      <p className="db-delivery__meta">
        {sentAt(announcement.createdAt)} · {announcement.recipientCount}{' '}
        {announcement.recipientCount === 1 ? 'recipient' : 'recipients'}
      </p>
      <p className="db-delivery__counts" aria-label="Delivery status">
        {deliverySummary(announcement.counts).map((part) => (
          <Badge key={part} variant={part.endsWith('failed') ? 'draft' : 'neutral'}>
            {part}
          </Badge>
        ))}
      </p>
      <Button type="button" size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide recipients' : 'View recipients'}
      </Button>
      {open && <Recipients eventId={eventId} announcementId={announcement.id} live={live} />}
    </li>
  );
}

/** What the host sent, newest first, with delivery and read counts; live while delivering. */
export function DeliveryView({ eventId }: { eventId: string }) {
  const [live, setLive] = useState(false);
  const { data, isLoading } = useListAnnouncementsQuery(
    { eventId },
    { pollingInterval: live ? LIVE_REFRESH_MS : 0 },
  );
  const delivering = data?.some((announcement) => announcement.counts.queued > 0) ?? false;
  if (delivering !== live) setLive(delivering);

  return (
    <section className="db-panel db-delivery" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="db-panel__title">
        Sent Announcements
      </h2>
      {isLoading ? (
        <Spinner label="Loading announcements" />
      ) : !data || data.length === 0 ? (
        <p className="db-panel__lead">No announcements sent yet.</p>
      ) : (
        <ul className="db-delivery__list">
          {data.map((announcement) => (
            <AnnouncementReport key={announcement.id} eventId={eventId} announcement={announcement} />
          ))}
        </ul>
      )}
    </section>
  );
}
