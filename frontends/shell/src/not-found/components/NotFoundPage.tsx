import { useState, type FormEvent } from 'react';
import { buttonClassName, Input } from '@nightlife/ui';
import { Link, useNavigate } from 'react-router';

/**
 * The spec's 404 heading, with ways on for a visitor who mistyped an address or followed an old
 * link (issue 22 §6): search the events, browse them, or go home.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `/events?q=${encodeURIComponent(q)}` : '/events');
  };
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">404 Page Not Found</h1>
      <p className="not-found__text">
        There is nothing at this address. It may have moved, or a letter slipped: search the events, or start
        from the list.
      </p>
      <form className="not-found__search" role="search" onSubmit={search}>
        <Input
          type="search"
          aria-label="Search events"
          placeholder="Search events"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
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
    </section>
  );
}
