import { Link } from 'react-router';
import { PROFILE_MESSAGES } from '@nightlife/domain';
import { EmptyState, Spinner, buttonClassName } from '@nightlife/ui';
import { useGetOwnProfileQuery } from '../api/accounts-api';
import { useSessionUser } from '../account/hooks/useSessionUser';
import { AccessTokensSection } from './components/AccessTokensSection';
import { AccountSection } from './components/AccountSection';
import { CalendarFeedSection } from './components/CalendarFeedSection';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { PasswordSection } from './components/PasswordSection';
import { PreferencesSection } from './components/PreferencesSection';
import { WebhooksSection } from './components/WebhooksSection';
import '../shared/panel.css';
import '../profile/profile.css';

/** Dashboard tab Settings (spec 2 §2.6): account, password, defaults, calendar feed, access tokens, webhooks, deletion. Reads the session itself. */
export function SettingsTab() {
  const { loading, user } = useSessionUser();
  const { data: profile, isLoading } = useGetOwnProfileQuery(undefined, { skip: !user });
  if (loading || isLoading) return <Spinner size="lg" label="Loading your settings" />;
  if (!user) {
    return (
      <EmptyState
        title="Please log in to change your settings"
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to="/login">
            Log in
          </Link>
        }
      />
    );
  }
  if (!profile) return <EmptyState title={PROFILE_MESSAGES.notFound} description="Please reload the page." />;
  return (
    <div className="db-settings">
      {/* Saved values from elsewhere start the form afresh. */}
      <AccountSection key={`${profile.email}|${profile.phoneNumber}|${profile.themeId}`} profile={profile} />
      <PasswordSection />
      <PreferencesSection />
      <CalendarFeedSection />
      <AccessTokensSection />
      <WebhooksSection />
      <DeleteAccountSection />
    </div>
  );
}
