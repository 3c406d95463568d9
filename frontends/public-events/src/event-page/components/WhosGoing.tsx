import { Link } from 'react-router';
import { whosGoingHeadcount } from '@nightlife/domain';
import { EmptyState, Spinner, buttonClassName } from '@nightlife/ui';
import { signupRedirectPath } from '../../shared/auth-redirect';
import { GuestList } from '../../shared/components/GuestList';
import { useListEventRsvpsWithUsersQuery } from '../../api/events-api';

/** The guest list for signed-in users; visitors are invited to sign up (spec 1 §2, §6). */
export function WhosGoing({ eventId, slug, signedIn }: { eventId: string; slug: string; signedIn: boolean }) {
  const { data, isLoading } = useListEventRsvpsWithUsersQuery({ eventId }, { skip: !signedIn });
  const rsvps = data ?? [];

  return (
    <section className="pe-event__section" aria-labelledby="event-guests">
      <h2 id="event-guests">
        Who's Going
        {signedIn && !isLoading && (
          <span className="pe-event__headcount"> · {whosGoingHeadcount(rsvps)} going</span>
        )}
      </h2>
      {!signedIn ? (
        <div className="pe-locked">
          <span className="pe-locked__icon" aria-hidden="true">
            🔒
          </span>
          <p>Sign up to see who's going</p>
          <Link className={buttonClassName({ variant: 'secondary' })} to={signupRedirectPath(slug)}>
            Sign Up to View Guest List
          </Link>
        </div>
      ) : isLoading ? (
        <Spinner label="Loading guest list" />
      ) : rsvps.length === 0 ? (
        <EmptyState icon="🪩" title="No RSVPs yet" description="Be the first on the list." />
      ) : (
        <GuestList rsvps={rsvps} />
      )}
    </section>
  );
}
