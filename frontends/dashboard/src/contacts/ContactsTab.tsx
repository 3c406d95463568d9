import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { displayName } from '@nightlife/domain';
import { Button, EmptyState, Input, Select, Spinner, buttonClassName, cx } from '@nightlife/ui';
import { useListConnectionsQuery, type ConnectionListItem } from '../api/accounts-api';
import { useSessionUser } from '../account/hooks/useSessionUser';
import { avatarInitial } from '@nightlife/domain';
import {
  CONTACT_MESSAGES,
  CONTACT_PAGE_SIZES,
  CONTACT_SORTS,
  DEFAULT_CONTACT_PAGE_SIZE,
  connectedSince,
  pageButtons,
  type ContactPageSize,
  type ContactSort,
  type ContactView,
} from './contacts.model';
import './contacts.css';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function ContactCard({ contact }: { contact: ConnectionListItem }) {
  const name = displayName(contact);
  return (
    <li className="db-contact">
      {contact.avatar ? (
        <img className="db-contact__avatar" src={contact.avatar} alt="" loading="lazy" />
      ) : (
        <span className="db-contact__avatar" aria-hidden="true">
          {avatarInitial(contact)}
        </span>
      )}
      <div className="db-contact__body">
        <p className="db-contact__name">
          <Link to={`/${encodeURIComponent(contact.username)}`}>{name}</Link>
          {contact.isVerified && (
            <span className="db-contact__verified" title="Verified" aria-label="Verified">
              ✔
            </span>
          )}
        </p>
        <p className="db-contact__meta">
          @{contact.username}
          {contact.location && <span> · {contact.location}</span>}
        </p>
        {contact.bio && <p className="db-contact__bio">{contact.bio}</p>}
        <p className="db-contact__since">{connectedSince(contact.createdAt)}</p>
      </div>
    </li>
  );
}

/** Dashboard tab Contacts (spec 2 §2.6): the caller's connections. Reads the session itself. */
export function ContactsTab() {
  const { loading, user } = useSessionUser();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ContactSort>('name');
  const [view, setView] = useState<ContactView>('grid');
  const [limit, setLimit] = useState<ContactPageSize>(DEFAULT_CONTACT_PAGE_SIZE);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // A new search, order or page size starts again at page 1: the page belongs to the list it was picked in.
  const listKey = `${q}|${sort}|${limit}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ listKey, page: next });

  const { data, isFetching, isError, isLoading } = useListConnectionsQuery(
    { q, sort, page, limit },
    { skip: !user },
  );

  if (loading) return <Spinner size="lg" label="Loading your contacts" />;
  // A 401 arrives as no data (the base query's rule for queries); any failure means the same to the user.
  const failed = !user || isError || (!isLoading && !isFetching && data === null);

  const contacts = data?.connections ?? [];
  const pagination = data?.pagination;

  return (
    <section className="db-contacts" aria-labelledby="contacts-title">
      <header className="db-contacts__header">
        <h2 id="contacts-title" className="db-contacts__title">
          Contacts {pagination && <span className="db-contacts__count">({pagination.total})</span>}
        </h2>
        <div className="db-contacts__toolbar">
          <Input
            type="search"
            name="q"
            aria-label="Search contacts"
            placeholder="Search by name or username"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="db-contacts__search"
          />
          <Select
            aria-label="Sort contacts"
            value={sort}
            onValueChange={(value) => setSort(value as ContactSort)}
            options={CONTACT_SORTS.map(({ value, label }) => ({ value, label: `Sort: ${label}` }))}
          />
          <div className="db-segmented" role="group" aria-label="View">
            {(['grid', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className="db-segmented__option"
                aria-pressed={view === mode}
                onClick={() => setView(mode)}
              >
                {mode === 'grid' ? 'Grid' : 'List'}
              </button>
            ))}
          </div>
        </div>
      </header>

      {failed ? (
        <EmptyState
          icon="🔒"
          title={CONTACT_MESSAGES.failed}
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to="/login">
              Log in
            </Link>
          }
        />
      ) : isLoading ? (
        <Spinner label="Loading your contacts" />
      ) : contacts.length === 0 ? (
        <EmptyState
          icon="🤝"
          title={q ? CONTACT_MESSAGES.noMatch : CONTACT_MESSAGES.empty}
          description={q ? undefined : 'Connect with people from an event’s guest list or their profile.'}
          action={
            q ? undefined : (
              <Link className={buttonClassName({ variant: 'secondary' })} to="/events">
                Find events
              </Link>
            )
          }
        />
      ) : (
        <ul
          className={cx('db-contacts__items', `db-contacts__items--${view}`)}
          aria-busy={isFetching || undefined}
        >
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} />
          ))}
        </ul>
      )}

      {!failed && pagination && pagination.total > 0 && (
        <footer className="db-contacts__footer">
          <div className="db-contacts__per-page">
            <span aria-hidden="true">Per page</span>
            <div className="db-segmented" role="group" aria-label="Contacts per page">
              {CONTACT_PAGE_SIZES.map((size) => (
                <button
                  key={size}
                  type="button"
                  className="db-segmented__option"
                  aria-pressed={limit === size}
                  onClick={() => setLimit(size)}
                >
                  {size}
                </button>
              ))}
            </div>
          </div>
          {pagination.totalPages > 1 && (
            <nav className="db-pager" aria-label="Contacts pages">
              <Button
                size="sm"
                variant="ghost"
                disabled={!pagination.hasPrev}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </Button>
              {pageButtons(page, pagination.totalPages).map((number) => (
                <Button
                  key={number}
                  size="sm"
                  variant={number === page ? 'primary' : 'ghost'}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={`Page ${number}`}
                  onClick={() => setPage(number)}
                >
                  {number}
                </Button>
              ))}
              <Button
                size="sm"
                variant="ghost"
                disabled={!pagination.hasNext}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </footer>
      )}
    </section>
  );
}
