import { buttonClassName } from '@nightlife/ui';
import { Link } from 'react-router';

/**
 * Ways on from the 404 page (issue 22 §6): search the events (a plain GET /events?q=...), browse
 * them, or go home. Loaded only when a page is not found: the shell's first load is on a budget.
 */
export default function NotFoundWaysOn() {
  return (
    <>
      <p className="not-found__text">
        There is nothing at this address. It may have moved, or a letter slipped: search the events, or start
        from the list.
      </p>
      <form className="not-found__search" role="search" action="/events" method="get">
        <input
          className="nl-input"
          type="search"
          name="q"
          aria-label="Search events"
          placeholder="Search events"
          maxLength={100}
        />
        <button type="submit" className={buttonClassName({ variant: 'primary' })}>
          Search
        </button>
      </form>
      <div className="not-found__actions">
        <Link to="/events" className={buttonClassName({ variant: 'secondary' })}>
          Browse events
        </Link>
        <Link to="/" className={buttonClassName({ variant: 'ghost' })}>
          Back to Home
        </Link>
      </div>
    </>
  );
}
