import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Spinner } from '@nightlife/ui';
import { useSessionUser } from '../hooks/useSessionUser';
import { AccountLoading, AccountShell, NextSteps } from './AccountShell';
import '../account.css';

// Until the host workspace's dashboard frame arrives, ?tab= shows the account tabs here.
const ACCOUNT_TABS = {
  profile: {
    label: 'Profile',
    Component: lazy(async () => ({ default: (await import('../../profile/ProfileTab')).ProfileTab })),
  },
  contacts: {
    label: 'Contacts',
    Component: lazy(async () => ({ default: (await import('../../contacts/ContactsTab')).ContactsTab })),
  },
  settings: {
    label: 'Settings',
    Component: lazy(async () => ({ default: (await import('../../settings/SettingsTab')).SettingsTab })),
  },
} as const;
type AccountTab = keyof typeof ACCOUNT_TABS;

const isAccountTab = (tab: string | null): tab is AccountTab => tab !== null && tab in ACCOUNT_TABS;

export function DashboardPage() {
  const { loading, user } = useSessionUser();
  const [params] = useSearchParams();
  if (loading) return <AccountLoading />;
  // Spec 2 §2.6: the dashboard is for signed-in users only.
  if (!user) return <Navigate to="/login" replace />;

  const tab = params.get('tab');
  const Tab = isAccountTab(tab) ? ACCOUNT_TABS[tab].Component : null;

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
        {Object.entries(ACCOUNT_TABS).map(([key, { label }]) => (
          <Link
            key={key}
            className="db-account-tabs__tab"
            to={`/dashboard?tab=${key}`}
            aria-current={tab === key ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {Tab ? (
        <Suspense fallback={<Spinner size="lg" label="Loading" />}>
          <Tab />
        </Suspense>
      ) : (
        <NextSteps
          links={[
            { to: '/events', label: 'Browse events', description: 'See what’s on tonight and this weekend' },
            {
              to: '/dashboard?tab=profile',
              label: 'Your profile',
              description: 'Photo, bio, socials and tags',
            },
          ]}
        />
      )}
    </AccountShell>
  );
}
