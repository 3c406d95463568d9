import { Link } from 'react-router';
import { buttonClassName } from '@nightlife/ui';
import { eventPagePath } from '../auth-redirect';

export function BackToEvent({ slug }: { slug: string }) {
  return (
    <Link
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'pe-back' })}
      to={eventPagePath(slug)}
    >
      ← Back to Event
    </Link>
  );
}
