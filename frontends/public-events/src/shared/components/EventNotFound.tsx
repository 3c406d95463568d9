import { Link } from 'react-router';
import { EmptyState, buttonClassName } from '@nightlife/ui';

/** Spec 1 §8: any failed event fetch reads as not found. */
export function EventNotFound() {
  return (
    <div className="pe-page">
      <EmptyState
        icon="🕳️"
        title="Event Not Found"
        description="Sorry, we couldn't find that event."
        action={
          <Link className={buttonClassName({ variant: 'secondary' })} to="/events">
            Browse events
          </Link>
        }
      />
    </div>
  );
}
