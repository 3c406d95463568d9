import { Navigate } from 'react-router';
import { useSessionUser } from '../hooks/useSessionUser';
import { AccountLoading, AccountShell, NextSteps } from './AccountShell';

export function DashboardPage() {
  const { loading, user } = useSessionUser();
  if (loading) return <AccountLoading />;
  // Spec 2 §2.6: the dashboard is for signed-in users only.
  if (!user) return <Navigate to="/login" replace />;

  return (
    <AccountShell
      eyebrow={user.isPromoter ? 'Host dashboard' : 'Your dashboard'}
      title={`Welcome back, ${user.firstName}`}
      lead={
        <>
          Signed in as <strong>@{user.username}</strong>. Your events, RSVPs and contacts will live here; for
          now, find your next night out.
        </>
      }
    >
      <NextSteps
        links={[
          { to: '/events', label: 'Browse events', description: 'See what’s on tonight and this weekend' },
          { to: '/about', label: 'How NIGHTLIFE works', description: 'Built by promoters, for promoters' },
        ]}
      />
    </AccountShell>
  );
}
