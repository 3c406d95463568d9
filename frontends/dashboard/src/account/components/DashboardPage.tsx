import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { pageTitle } from '@nightlife/domain';
import { Spinner, useDocumentTitle } from '@nightlife/ui';
import { useListDashboardEventsQuery } from '../../host/host-api';
import { useSessionUser } from '../hooks/useSessionUser';
import { AccountLoading, AccountShell } from './AccountShell';
import '../account.css';

/**
 * The dashboard's tabs (spec 2 §2.6), in order; `?tab=<key>` selects one and the first is the
 * default. Each tab's code loads on its first visit. A new tab is one more line here.
 */
const DASHBOARD_TABS = [
  {
    key: 'overview',
    label: 'Overview',
    Component: lazy(async () => ({ default: (await import('../../host/OverviewTab')).OverviewTab })),
  },
  {
    key: 'attending',
    label: 'Attending',
    Component: lazy(async () => ({ default: (await import('../../host/AttendingTab')).AttendingTab })),
  },
  {
    // Announcements from the hosts of the user's events (beyond the spec's tabs).
    key: 'inbox',
    label: 'Inbox',
    Component: lazy(async () => ({ default: (await import('../../announcements/InboxTab')).InboxTab })),
  },
  {
    key: 'events',
    label: 'My Events',
    Component: lazy(async () => ({ default: (await import('../../host/MyEventsTab')).MyEventsTab })),
  },
  {
    key: 'profile',
    label: 'Profile',
    Component: lazy(async () => ({ default: (await import('../../profile/ProfileTab')).ProfileTab })),
  },
  {
    key: 'contacts',
    label: 'Contacts',
    Component: lazy(async () => ({ default: (await import('../../contacts/ContactsTab')).ContactsTab })),
  },
  {
    key: 'settings',
    label: 'Settings',
    Component: lazy(async () => ({ default: (await import('../../settings/SettingsTab')).SettingsTab })),
  },
] as const;

export function DashboardPage() {
  const { loading, user } = useSessionUser();
  const [params] = useSearchParams();
  const { data: myEvents } = useListDashboardEventsQuery(undefined, { skip: !user });
  const current = DASHBOARD_TABS.find((tab) => tab.key === params.get('tab')) ?? DASHBOARD_TABS[0];
  useDocumentTitle(pageTitle(`Dashboard: ${current.label}`));
  if (loading) return <AccountLoading />;
  // Spec 2 §2.6: the dashboard is for signed-in users only.
  if (!user) return <Redirect to="/login" />;

  const Tab = current.Component;

  return (
    <AccountShell
      eyebrow={user.isPromoter ? 'Host dashboard' : 'Your dashboard'}
      title={`Welcome back, ${user.firstName}`}
      lead={
        <>
          Signed in as <strong>@{user.username}</strong>.
        </>
      }
    >
      <nav className="db-account-tabs" aria-label="Dashboard">
        {DASHBOARD_TABS.map(({ key, label }) => (
          <Link
            key={key}
            className="db-account-tabs__tab"
            to={`/dashboard?tab=${key}`}
            aria-current={current.key === key ? 'page' : undefined}
          >
            {label}
            {key === 'events' && myEvents && (
              <span className="db-account-tabs__count">{myEvents.length}</span>
            )}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<Spinner size="lg" label="Loading" />}>
        <Tab />
      </Suspense>
    </AccountShell>
  );
}
