import { useState } from 'react';
import { Button, Field, Textarea } from '@nightlife/ui';
import { useListEventRsvpsWithUsersQuery } from '../api/generated';

// The frame of the Send Announcement form (spec 1 §2, §5): sending arrives with the
// announcements feature, which replaces this file (same export and props).
const GROUPS = [
  { key: 'going', title: 'Going' },
  { key: 'maybe', title: 'Maybe' },
  { key: 'cant_go', title: "Can't Go" },
] as const;

export function HostToolsTab({ eventId }: { eventId: string }) {
  const { data: rsvps = [] } = useListEventRsvpsWithUsersQuery({ eventId });
  const [message, setMessage] = useState('');
  const [recipients, setRecipients] = useState<ReadonlySet<string>>(new Set());
  const reachable = rsvps.filter((rsvp) => rsvp.userId !== null);

  const toggle = (ids: string[]) =>
    setRecipients((current) => {
      const next = new Set(current);
      const all = ids.every((id) => next.has(id));
      for (const id of ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  return (
    <section className="db-tix-panel" aria-labelledby="host-tools-heading">
      <h2 id="host-tools-heading" className="db-tix-panel__title">
        Send Announcement
      </h2>
      <Field label="Message">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Doors open at 9, dress code is neon…"
          />
        )}
      </Field>
      <div className="db-tix-recipients">
        {GROUPS.map((group) => {
          const members = reachable.filter((rsvp) => rsvp.response === group.key);
          const ids = members.map((rsvp) => rsvp.userId!);
          const allSelected = ids.length > 0 && ids.every((id) => recipients.has(id));
          return (
            <fieldset key={group.key} className="db-tix-recipients__group">
              <legend>
                {group.title} ({members.length})
              </legend>
              <label className="db-tix-check">
                <input
                  type="checkbox"
                  checked={allSelected}
                  disabled={ids.length === 0}
                  onChange={() => toggle(ids)}
                />
                Select all
              </label>
              {members.map((rsvp) => (
                <label key={rsvp.id} className="db-tix-check">
                  <input
                    type="checkbox"
                    checked={recipients.has(rsvp.userId!)}
                    onChange={() => toggle([rsvp.userId!])}
                  />
                  {rsvp.guestName.trim() || 'Unknown'}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <Button disabled={message.trim() === '' || recipients.size === 0}>Send Announcement</Button>
    </section>
  );
}
