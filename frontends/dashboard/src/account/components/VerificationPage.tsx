import { Navigate } from 'react-router';
import { useSessionUser } from '../hooks/useSessionUser';
import { AccountLoading, AccountShell, NextSteps } from './AccountShell';

export function VerificationPage() {
  const { loading, user } = useSessionUser();
  if (loading) return <AccountLoading />;
  if (!user) return <Navigate to="/login?redirect=verification" replace />;

  return (
    <AccountShell
      eyebrow="You’re in"
      title={`Hey ${user.firstName}, you’re on the list`}
      lead="Your account is active. Pick a party, RSVP and see who else is going."
    >
      <NextSteps
        links={[
          { to: '/events', label: 'Find an event', description: 'Browse upcoming parties' },
          { to: '/dashboard', label: 'Go to your dashboard', description: 'Your account at a glance' },
        ]}
      />
    </AccountShell>
  );
}
