import { CONTACT_FORM_TYPE_LABELS, durationLabel, hookahPackage, hookahSpecialist } from '@nightlife/domain';
import { buttonClassName, EmptyState } from '@nightlife/ui';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import type { StaffEmailSignups, StaffInbox } from '../../api/marketing-api';
import '../staff.css';

const RECEIVED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const received = (iso: string) => RECEIVED.format(new Date(iso));

type ExportKind = 'contact-inquiries' | 'hookah-bookings' | 'newsletter-signups' | 'waitlist-signups';

function InboxSection({
  id,
  title,
  list: { total, items },
  listLimit,
  kind,
  children,
}: {
  id: string;
  title: string;
  list: { total: number; items: readonly unknown[] };
  listLimit: number;
  kind: ExportKind;
  children: ReactNode;
}) {
  return (
    <section className="mk-staff__section" aria-labelledby={id}>
      <div className="mk-staff__section-head">
        <h2 id={id} className="mk-staff__title">
          {title} <span className="mk-staff__count">({total})</span>
        </h2>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          href={`/api/staff/exports/${kind}`}
          download
        >
          Download CSV<span className="nl-visually-hidden"> of all {title.toLowerCase()}</span>
        </a>
      </div>
      {total > items.length && (
        <p className="mk-staff__note">
          The newest {listLimit} are listed; the CSV has all {total}.
        </p>
      )}
      {items.length === 0 ? <EmptyState title={`No ${title.toLowerCase()} yet`} /> : children}
    </section>
  );
}

function Entry({ title, when, fields }: { title: string; when: string; fields: [string, ReactNode][] }) {
  return (
    <li className="mk-staff__entry">
      <div className="mk-staff__entry-head">
        <strong>{title}</strong>
        <time dateTime={when}>{received(when)}</time>
      </div>
      <dl>
        {fields
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
}

function Signups({ list }: { list: StaffEmailSignups }) {
  return (
    <ul className="mk-staff__signups">
      {list.items.map((signup) => (
        <li key={signup.id}>
          <a href={`mailto:${signup.email}`}>{signup.email}</a>
          <time dateTime={signup.receivedAt}>{received(signup.receivedAt)}</time>
        </li>
      ))}
    </ul>
  );
}

function Inbox({ inbox }: { inbox: StaffInbox }) {
  const { listLimit, contactInquiries, hookahBookings, newsletterSignups, waitlistSignups } = inbox;
  return (
    <>
      <InboxSection
        id="staff-contact"
        title="Contact inquiries"
        kind="contact-inquiries"
        list={contactInquiries}
        listLimit={listLimit}
      >
        <ul className="mk-staff__entries">
          {contactInquiries.items.map((inquiry) => (
            <Entry
              key={inquiry.id}
              title={`${CONTACT_FORM_TYPE_LABELS[inquiry.formType]}: ${inquiry.name}`}
              when={inquiry.receivedAt}
              fields={[
                ['Email', <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>],
                ['Event', inquiry.eventName],
                ['Event date', inquiry.eventDate],
                ['Venue', inquiry.venue],
                ['Message', <span className="mk-staff__message">{inquiry.message}</span>],
              ]}
            />
          ))}
        </ul>
      </InboxSection>
      <InboxSection
        id="staff-bookings"
        title="Hookah bookings"
        kind="hookah-bookings"
        list={hookahBookings}
        listLimit={listLimit}
      >
        <ul className="mk-staff__entries">
          {hookahBookings.items.map((booking) => (
            <Entry
              key={booking.id}
              title={`${booking.name}: ${booking.date} at ${booking.time}`}
              when={booking.receivedAt}
              fields={[
                ['Phone', <a href={`tel:${booking.phone}`}>{booking.phone}</a>],
                ['Email', <a href={`mailto:${booking.email}`}>{booking.email}</a>],
                ['Package', hookahPackage(booking.packageType).name],
                ['Duration', durationLabel(booking.duration)],
                [
                  'Specialist',
                  booking.specialistId ? hookahSpecialist(booking.specialistId).name : 'No preference',
                ],
                ['Location', booking.location],
                ['Special requests', booking.specialRequests],
              ]}
            />
          ))}
        </ul>
      </InboxSection>
      <InboxSection
        id="staff-newsletter"
        title="Newsletter signups"
        kind="newsletter-signups"
        list={newsletterSignups}
        listLimit={listLimit}
      >
        <Signups list={newsletterSignups} />
      </InboxSection>
      <InboxSection
        id="staff-waitlist"
        title="PartyTag waitlist"
        kind="waitlist-signups"
        list={waitlistSignups}
        listLimit={listLimit}
      >
        <Signups list={waitlistSignups} />
      </InboxSection>
    </>
  );
}

/** The staff inbox: what visitors sent through the marketing pages, with CSV exports. */
export function StaffPage() {
  // Read by the route's loader, which also keeps everyone but staff out.
  const inbox = useLoaderData() as StaffInbox;
  return (
    <div className="mk-page mk-staff">
      <header className="mk-staff__header">
        <p className="mk-eyebrow">Staff</p>
        <h1 className="mk-staff__heading">Inbox</h1>
        <p className="mk-staff__lead">Contact inquiries, hookah bookings and list signups, newest first.</p>
        <nav className="mk-staff__jump" aria-label="Inbox sections">
          <a href="#staff-contact">Inquiries</a>
          <a href="#staff-bookings">Bookings</a>
          <a href="#staff-newsletter">Newsletter</a>
          <a href="#staff-waitlist">Waitlist</a>
        </nav>
      </header>
      <Inbox inbox={inbox} />
    </div>
  );
}
