import { Link } from 'react-router';
import { errorMessage } from '@nightlife/api';
import {
  EVENT_LIST_TEXT,
  eventsStructuredData,
  pageTitle,
  resolveTheme,
  scriptJson,
} from '@nightlife/domain';
import { Button, EmptyState, PageHeader, Spinner, buttonClassName, useDocumentTitle } from '@nightlife/ui';
import { useEventsBrowser } from '../hooks/useEventsBrowser';
import { EventCard } from './EventCard';
import { EventsPager } from './EventsPager';
import { EventsToolbar } from './EventsToolbar';

export function EventsPage() {
  const browser = useEventsBrowser();
  const { pagination, events } = browser;
  useDocumentTitle(pageTitle('Events'));

  return (
    <div className="pe-page">
      <PageHeader
        title={EVENT_LIST_TEXT.title}
        subtitle={EVENT_LIST_TEXT.subtitle}
        actions={
          <div className="pe-counters">
            <p className="pe-counter">
              <span className="pe-counter__value">{pagination.total}</span>
              <span className="pe-counter__label">total events</span>
            </p>
            <p className="pe-counter">
              <span className="pe-counter__value">{events.length}</span>
              <span className="pe-counter__label">on this page</span>
            </p>
          </div>
        }
      />

      <EventsToolbar
        search={browser.search}
        onSearch={browser.setSearch}
        status={browser.status}
        onStatus={browser.setStatus}
        limit={browser.limit}
        onLimit={browser.setLimit}
        counts={browser.counts}
      />

      {browser.loading ? (
        <div className="pe-loading">
          <Spinner size="lg" label="Loading events" />
        </div>
      ) : browser.error ? (
        <EmptyState
          icon="⚠️"
          title="Couldn’t load events"
          description={errorMessage(browser.error)}
          action={
            <Button variant="secondary" onClick={() => void browser.retry()}>
              Try again
            </Button>
          }
        />
      ) : pagination.total === 0 && browser.filtered ? (
        <EmptyState icon="🔍" title="No events match" description="Try another search or status filter." />
      ) : pagination.total === 0 ? (
        <EmptyState
          icon="🪩"
          title="No events yet"
          description="Check back soon for upcoming events"
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to="/signup">
              Get Notified
            </Link>
          }
        />
      ) : (
        <>
          {events.length > 0 && (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: scriptJson(eventsStructuredData(events, globalThis.location?.origin ?? '')),
              }}
            />
          )}
          <div className="pe-grid" aria-busy={browser.fetching}>
            {events.map((event, index) => (
              <EventCard
                key={event.id}
                event={event}
                accent={resolveTheme(event.themeId).colorScheme.accent}
                priority={index === 0}
              />
            ))}
          </div>
          <EventsPager pagination={pagination} shownOnPage={events.length} onGoTo={browser.goTo} />
        </>
      )}
    </div>
  );
}
