import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { readApiFailure } from '@nightlife/api';
import {
  Badge,
  EmptyState,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  buttonClassName,
} from '@nightlife/ui';
import { useSessionUser } from '../../account/hooks/useSessionUser';
import { useListEventRsvpsWithUsersQuery, useListEventTicketsQuery } from '../tickets-api';
import { guestListOf } from '../../shared/rsvp-columns';
import { requestsOf, rsvpTotals, TICKET_MESSAGES } from '../tickets.model';
import { RequestsPanel } from './RequestsPanel';
import { RsvpOverviewTab } from './RsvpOverviewTab';
import { DoorLivePanel } from './DoorLivePanel';
import { InviteLinkPanel } from './InviteLinkPanel';
import { DoorPassesPanel } from './DoorPassesPanel';
import { WaitlistPanel } from './WaitlistPanel';
import { TicketIssuanceTab } from './TicketIssuanceTab';
import '../../shared/panel.css';
import '../tickets.css';

// Replaced by the announcements feature; loaded when the tab is opened.
const HostToolsTab = lazy(async () => ({
  default: (await import('../../announcements/HostToolsTab')).HostToolsTab,
}));

function Loading() {
  return (
    <div className="db-tix db-tix--center" aria-busy="true">
      <Spinner size="lg" />
      <p>{TICKET_MESSAGES.loading}</p>
    </div>
  );
}

/** /dashboard/events/{eventId}/tickets: the host's ticket management (spec 1 §2, spec 2 §2.7). */
export function TicketManagementPage() {
  const { eventId = '' } = useParams();
  const { loading, user } = useSessionUser();
  // The tickets call is host-only: anyone else (or an unknown event) gets a 404.
  const tickets = useListEventTicketsQuery({ eventId }, { skip: !user });
  const rsvps = useListEventRsvpsWithUsersQuery({ eventId }, { skip: !user || !tickets.isSuccess });

  if (loading) return <Loading />;
  if (!user) return <Redirect to="/login" />;
  if (tickets.isError) {
    const failure = readApiFailure(tickets.error);
    if (failure.kind === 'http' && (failure.status === 404 || failure.status === 400)) {
      return (
        <div className="db-tix">
          <EmptyState
            icon="🔒"
            title={TICKET_MESSAGES.accessDeniedTitle}
            description={TICKET_MESSAGES.accessDenied}
            action={
              <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
                Back to Dashboard
              </Link>
            }
          />
        </div>
      );
    }
    throw tickets.error;
  }
  if (!tickets.data || !rsvps.data) {
    if (rsvps.isError) throw rsvps.error;
    return <Loading />;
  }

  const { total, going } = rsvpTotals(rsvps.data);
  return (
    <div className="db-tix">
      <header className="db-tix__header">
        <div>
          <p className="db-tix__eyebrow">Ticket management</p>
          <h1 className="db-tix__title">{tickets.data.eventTitle}</h1>
          <p className="db-tix__badges">
            <Badge variant="neutral">{total} Total RSVPs</Badge>
            <Badge variant="live">{going} Going</Badge>
          </p>
        </div>
        <div className="db-tix__header-actions">
          <Link className={buttonClassName({ variant: 'primary' })} to={`/door/${eventId}`}>
            🚪 Door app
          </Link>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
            Back to Dashboard
          </Link>
        </div>
      </header>
      <InviteLinkPanel eventId={eventId} />
      <Tabs defaultValue="overview" className="db-tix__tabs">
        <TabsList aria-label="Ticket management">
          <TabsTrigger value="overview">RSVP Overview</TabsTrigger>
          <TabsTrigger value="issuance">Ticket Issuance</TabsTrigger>
          <TabsTrigger value="network">Attendee Network</TabsTrigger>
          <TabsTrigger value="tools">Host Tools</TabsTrigger>
          <TabsTrigger value="door">Door</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <RequestsPanel eventId={eventId} requests={requestsOf(rsvps.data)} />
          <WaitlistPanel eventId={eventId} />
          <RsvpOverviewTab rsvps={guestListOf(rsvps.data)} />
        </TabsContent>
        <TabsContent value="issuance">
          <TicketIssuanceTab eventId={eventId} rsvps={guestListOf(rsvps.data)} tickets={tickets.data} />
        </TabsContent>
        <TabsContent value="network">
          <EmptyState icon="🌐" title="Coming soon" description={TICKET_MESSAGES.networkComingSoon} />
        </TabsContent>
        <TabsContent value="door">
          <DoorLivePanel eventId={eventId} />
          <DoorPassesPanel eventId={eventId} />
        </TabsContent>
        <TabsContent value="tools">
          <Suspense fallback={<Spinner size="lg" label="Loading" />}>
            <HostToolsTab eventId={eventId} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
