import { Link } from 'react-router';
import { buttonClassName } from '@nightlife/ui';
import { eventPagePath } from '../auth-redirect';
import { useInviteCode, withInvite } from '../hooks/useInviteCode';

export function BackToEvent({ slug }: { slug: string }) {
  const invite = useInviteCode();
  return (
    <Link
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'pe-back' })}
      to={withInvite(eventPagePath(slug), invite)}
    >
      ← Back to Event
    </Link>
  );
}
