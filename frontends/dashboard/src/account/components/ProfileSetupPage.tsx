import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AvatarPicker } from '../../uploads';
import { useSessionUser } from '../hooks/useSessionUser';
import { AccountLoading, AccountShell, NextSteps } from './AccountShell';

/** Spec 2 §2.5 / §9: an unauthenticated visitor is sent to /signup after 1 s. */
const SIGNED_OUT_REDIRECT_MS = 1000;

export function ProfileSetupPage() {
  const { loading, user } = useSessionUser();
  const navigate = useNavigate();
  const signedOut = !loading && !user;

  useEffect(() => {
    if (!signedOut) return undefined;
    const timer = window.setTimeout(() => navigate('/signup', { replace: true }), SIGNED_OUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut, navigate]);

  if (loading) return <AccountLoading />;
  if (!user) {
    return (
      <AccountShell
        eyebrow="Profile setup"
        title="Create an account first"
        lead="You need an account to set up a profile. Taking you to sign up…"
      />
    );
  }

  return (
    <AccountShell
      eyebrow="Profile setup"
      title={`Welcome, ${user.firstName}!`}
      lead="Your host account is ready. Add a profile photo now; bio and social links are coming to this step soon."
    >
      <div style={{ marginBottom: 'var(--nl-space-5)' }}>
        <AvatarPicker fallback={`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`} />
      </div>
      <NextSteps
        links={[
          { to: '/events', label: 'Explore events', description: 'See what other hosts are running' },
          { to: '/dashboard', label: 'Open your dashboard', description: 'Your account at a glance' },
        ]}
      />
    </AccountShell>
  );
}
