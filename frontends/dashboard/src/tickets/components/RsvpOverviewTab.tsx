import { useState } from 'react';
import { Button, EmptyState } from '@nightlife/ui';
import type { RsvpWithUser } from '../tickets-api';
import { guestDisplayName, inParties, TICKET_MESSAGES } from '../tickets.model';
import { RSVP_COLUMNS, rsvpColumns } from '../../shared/rsvp-columns';
import { toggleAll, toggleOne } from '../../shared/selection';
import { RsvpRow } from './RsvpRow';

/** RSVP Overview (spec 2 §2.7): Going, Maybe and Can't Go columns with selection and statuses. */
export function RsvpOverviewTab({ rsvps }: { rsvps: RsvpWithUser[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (rsvps.length === 0) return <EmptyState title={TICKET_MESSAGES.noRsvps} icon="🎟️" />;
  const columns = rsvpColumns(rsvps);
  const byId = new Map(rsvps.map((rsvp) => [rsvp.id, rsvp]));
  const inviterOf = (rsvp: RsvpWithUser) => {
    const inviter = rsvp.partyOf === null ? undefined : byId.get(rsvp.partyOf);
    return inviter && guestDisplayName(inviter);
  };

  return (
    <div className="db-tix-columns">
      {RSVP_COLUMNS.map(({ key, title }) => {
        const rows = inParties(columns[key]);
        const ids = rows.map((rsvp) => rsvp.id);
        return (
          <section key={key} className="db-tix-column" aria-labelledby={`col-${key}`} data-column={key}>
            <header className="db-tix-column__header">
              <h3 id={`col-${key}`} className="db-tix-column__title">
                {title} <span className="db-tix-column__count">{rows.length}</span>
              </h3>
              <Button
                variant="secondary"
                size="sm"
                disabled={rows.length === 0}
                onClick={() => setSelected((current) => toggleAll(current, ids))}
              >
                Select All
              </Button>
            </header>
            <ul className="db-tix-column__list">
              {rows.map((rsvp) => (
                <RsvpRow
                  key={rsvp.id}
                  rsvp={rsvp}
                  inviterName={inviterOf(rsvp)}
                  selected={selected.has(rsvp.id)}
                  onToggle={() => setSelected((current) => toggleOne(current, rsvp.id))}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
