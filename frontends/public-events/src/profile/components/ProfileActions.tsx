import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PROFILE_MESSAGES } from '@nightlife/domain';
import { Button, buttonClassName, toast } from '@nightlife/ui';
import type { PublicProfileUser } from '../../api/actions-api';
import { useCreateConnectionMutation, useGetConnectionStatusQuery } from '../../api/actions-api';
import { useSessionUser } from '../../shared/hooks/useSessionUser';
import { connectFailureMessage } from '../../ticket/ticket.model';
import { profileAction, profileUrl } from '../profile.model';
import { shareLink } from '../share';

/** Spec 2 §9: a visitor is sent to log in after 200 ms; a new connection opens Contacts after 1 s. */
const SIGN_IN_DELAY_MS = 200;
const AFTER_CONNECT_DELAY_MS = 1000;

function useLaterNavigation() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to: string, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to), delayMs);
  };
}

/** The main button (Connect, its states, Book Event or Edit Profile), Share Profile and the QR code. */
export function ProfileActions({ user, onShowQr }: { user: PublicProfileUser; onShowQr: () => void }) {
  const { loading, user: viewer } = useSessionUser();
  const seesOtherUser = !loading && viewer !== null && viewer.id !== user.id && !user.isPromoter;
  const { data: statusAnswer } = useGetConnectionStatusQuery({ userId: user.id }, { skip: !seesOtherUser });
  const [connect, { isLoading: connecting }] = useCreateConnectionMutation();
  const [connectedNow, setConnectedNow] = useState(false);
  const navigateLater = useLaterNavigation();

  const status = connectedNow ? 'accepted' : statusAnswer?.status;
  const action = loading ? { kind: 'loading' as const } : profileAction(user, viewer, status);

  const onConnect = async () => {
    const result = await connect({ createConnectionDto: { toUserId: user.id } });
    if ('error' in result) {
      toast({
        title: 'Connection Failed',
        description: connectFailureMessage(result.error),
        variant: 'destructive',
      });
      return;
    }
    setConnectedNow(true);
    toast({
      title: 'Connected!',
      description: `You and @${user.username} are now connected.`,
      variant: 'success',
    });
    navigateLater('/dashboard?tab=contacts', AFTER_CONNECT_DELAY_MS);
  };

  const onShare = async () => {
    const outcome = await shareLink({
      url: profileUrl(window.location.origin, user.username),
      title: `@${user.username}`,
    });
    if (outcome === 'copied') toast({ title: PROFILE_MESSAGES.linkCopied, variant: 'success' });
    if (outcome === 'manual') toast({ title: PROFILE_MESSAGES.shareUnavailable, variant: 'destructive' });
  };

  const main = (() => {
    switch (action.kind) {
      case 'edit':
        return (
          <Link className={buttonClassName({ variant: 'primary' })} to="/dashboard?tab=profile">
            Edit Profile
          </Link>
        );
      case 'book':
        return (
          <Link className={buttonClassName({ variant: 'primary' })} to="/contact">
            Book Event
          </Link>
        );
      case 'sign-in':
        return (
          <Button
            variant="primary"
            onClick={() =>
              navigateLater(`/login?redirect=${encodeURIComponent(user.username)}`, SIGN_IN_DELAY_MS)
            }
          >
            Connect
          </Button>
        );
      case 'loading':
        return (
          <Button variant="primary" disabled>
            Connect
          </Button>
        );
      case 'connected':
        return (
          <Button variant="secondary" disabled>
            ✓ Connected
          </Button>
        );
      case 'connect':
        return (
          <Button variant="primary" loading={connecting} onClick={() => void onConnect()}>
            {connecting ? 'Connecting...' : 'Connect'}
          </Button>
        );
    }
  })();

  return (
    <div className="pe-profile__actions">
      {main}
      <Button variant="secondary" onClick={() => void onShare()}>
        Share Profile
      </Button>
      <Button variant="ghost" onClick={onShowQr} aria-haspopup="dialog">
        QR Code
      </Button>
    </div>
  );
}
