import { Card, EmptyState, Spinner } from '@nightlife/ui';
import { useGetRsvpStatsQuery, useListAttendingEventsQuery, useListDashboardEventsQuery } from './host-api';
import { attendingThisYear, averagePlusOnes } from './host-events.model';
import './host.css';

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card className="db-stat">
      <p className="db-stat__label">{label}</p>
      <p className="db-stat__value">{value}</p>
      {hint && <p className="db-stat__hint">{hint}</p>}
    </Card>
  );
}

/** Dashboard tab Overview (spec 2 §2.6): the host's events and RSVP statistics. */
export function OverviewTab() {
  const stats = useGetRsvpStatsQuery();
  const events = useListDashboardEventsQuery();
  const attending = useListAttendingEventsQuery();
  if (stats.isLoading || events.isLoading || attending.isLoading) {
    return <Spinner size="lg" label="Loading your overview" />;
  }
  if (!stats.data || !events.data || !attending.data) {
    return <EmptyState title="Could not load your overview" description="Please reload the page." />;
  }
  const s = stats.data;
  return (
    <section className="db-host" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="db-host__title">
        Overview
      </h2>
      <div className="db-stats">
        {/* The spec's card says '(30 days)' but counts every event; labelled for what it counts. */}
        <Stat label="Total Events" value={events.data.length} hint="All events you host, drafts included" />
        <Stat label="Total RSVPs" value={s.totalRsvps} hint="To your events" />
        <Stat label="Going" value={s.totalGoing} />
        <Stat label="Maybe" value={s.totalMaybe} />
        <Stat label="Plus-ones" value={s.totalPlusOnes} hint={`Average ${averagePlusOnes(s)} per RSVP`} />
        <Stat label="Attending" value={s.attendingCount} hint="Events you're going to" />
        <Stat
          label="Attending this year"
          value={attendingThisYear(attending.data, new Date())}
          hint="Events you RSVP'd to in the past year"
        />
      </div>
    </section>
  );
}
