import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner, buttonClassName } from '@nightlife/ui';
import { signupRedirectPath } from '../../shared/auth-redirect';
import type { GuestListEvent } from './GuestsGoing';

// Only signed-in users see the list, so a visitor's first load leaves its code out.
const GuestsGoing = lazy(async () => ({ default: (await import('./GuestsGoing')).GuestsGoing }));

/** The section's frame; `headcount` follows the title once the list is known. */
export function WhosGoingSection({ headcount, children }: { headcount?: number; children: ReactNode }) {
  return (
    <section className="pe-event__section" aria-labelledby="event-guests">
      <h2 id="event-guests">
        Who's Going
        {headcount !== undefined && <span className="pe-event__headcount"> · {headcount} going</span>}
      </h2>
      {children}
    </section>
  );
}

const loadingList = (
  <WhosGoingSection>
    <Spinner label="Loading guest list" />
  </WhosGoingSection>
);

/** The guest list for signed-in users; visitors are invited to sign up (spec 1 §2, §6). */
export function WhosGoing({
  event,
  slug,
  signedIn,
}: {
  event: GuestListEvent;
  slug: string;
  signedIn: boolean;
}) {
  if (signedIn)
    return (
      <Suspense fallback={loadingList}>
        <GuestsGoing event={event} loading={loadingList} />
      </Suspense>
    );
  return (
    <WhosGoingSection>
      <div className="pe-locked">
        <span className="pe-locked__icon" aria-hidden="true">
          🔒
        </span>
        <p>Sign up to see who's going</p>
        <Link className={buttonClassName({ variant: 'secondary' })} to={signupRedirectPath(slug)}>
          Sign Up to View Guest List
        </Link>
      </div>
    </WhosGoingSection>
  );
}
