import { useMemo, useState, type FormEvent } from 'react';
import {
  RECIPIENT_GROUPS,
  RECIPIENT_GROUP_LABELS,
  groupRecipients,
  ANNOUNCEMENT_LIMITS,
  type RecipientGroup,
} from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Button, Field, Spinner, Textarea, toast } from '@nightlife/ui';
import {
  useListEventRsvpsWithUsersQuery,
  useSendAnnouncementMutation,
  type RsvpWithUser,
} from './announcements-api';
import { ANNOUNCEMENT_TEXTS, canSend, sendFailedMessage } from './announcement-form';
import { allSelected, toggleAll, toggleOne } from '../shared/selection';
import { DeliveryView } from './DeliveryView';
import '../shared/panel.css';
import './announcements.css';

/** Rows listed per group; bigger groups are selected with their toggle. */
const ROWS_SHOWN = 100;

const guestName = (rsvp: RsvpWithUser) =>
  rsvp.user ? `${rsvp.user.firstName} ${rsvp.user.lastName}`.trim() : rsvp.guestName || 'Unknown';

function RecipientGroupPicker({
  group,
  members,
  selected,
  onChange,
}: {
  group: RecipientGroup;
  members: RsvpWithUser[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const ids = members.map((rsvp) => rsvp.id);
  const chosen = members.filter((rsvp) => selected.has(rsvp.id)).length;
  return (
    <fieldset className="db-recipients__group" data-group={group}>
      <legend className="db-recipients__legend">
        {RECIPIENT_GROUP_LABELS[group]}{' '}
        <span className="db-recipients__count">
          {chosen}/{members.length}
        </span>
      </legend>
      <label className="db-check db-recipients__all">
        <input
          type="checkbox"
          checked={allSelected(selected, ids)}
          disabled={members.length === 0}
          onChange={() => onChange(toggleAll(selected, ids))}
        />
        <span>Select all</span>
      </label>
      {members.length > 0 && (
        <ul className="db-recipients__list">
          {members.slice(0, ROWS_SHOWN).map((rsvp) => (
            <li key={rsvp.id}>
              <label className="db-check">
                <input
                  type="checkbox"
                  checked={selected.has(rsvp.id)}
                  onChange={() => onChange(toggleOne(selected, rsvp.id))}
                />
                <span>{guestName(rsvp)}</span>
              </label>
            </li>
          ))}
          {members.length > ROWS_SHOWN && (
            <li className="db-recipients__more">and {members.length - ROWS_SHOWN} more</li>
          )}
        </ul>
      )}
    </fieldset>
  );
}

function SendAnnouncementForm({ eventId }: { eventId: string }) {
  const { data: rsvps = [], isLoading } = useListEventRsvpsWithUsersQuery({ eventId });
  const [send, { isLoading: sending }] = useSendAnnouncementMutation();
  const [message, setMessage] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const groups = useMemo(() => groupRecipients(rsvps), [rsvps]);
  const ready = canSend(message, selected);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      toast({
        title: ANNOUNCEMENT_TEXTS.missingTitle,
        description: ANNOUNCEMENT_TEXTS.missingDescription,
        variant: 'destructive',
      });
      return;
    }
    try {
      await send({ eventId, sendAnnouncementDto: { message, recipientIds: [...selected] } }).unwrap();
      toast({ title: ANNOUNCEMENT_TEXTS.sent, variant: 'success' });
      setMessage('');
      setSelected(new Set());
    } catch (error) {
      toast({
        title: ANNOUNCEMENT_TEXTS.failedTitle,
        description: sendFailedMessage(readApiFailure(error)),
        variant: 'destructive',
      });
    }
  };

  return (
    <form className="db-panel db-announce" noValidate onSubmit={submit} aria-labelledby="announce-heading">
      <h2 id="announce-heading" className="db-panel__title">
        Send Announcement
      </h2>
      <p className="db-panel__lead">
        Message your guests. It lands in their inbox, and by email for those who turned email notifications
        on.
      </p>
      <Field label="Message">
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={4}
            maxLength={ANNOUNCEMENT_LIMITS.message}
            placeholder="Doors open at 9. Bring your ID!"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <h3 className="db-announce__subtitle">
        Recipients <span className="db-recipients__count">{selected.size} selected</span>
      </h3>
      {isLoading ? (
        <Spinner label="Loading guests" />
      ) : rsvps.length === 0 ? (
        <p className="db-panel__lead">No RSVPs yet for this event</p>
      ) : (
        <div className="db-recipients">
          {RECIPIENT_GROUPS.map((group) => (
            <RecipientGroupPicker
              key={group}
              group={group}
              members={groups[group]}
              selected={selected}
              onChange={setSelected}
            />
          ))}
        </div>
      )}
      <div className="db-panel__actions">
        <Button type="submit" disabled={!ready || sending} loading={sending}>
          {sending ? 'Sending...' : 'Send Announcement'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The ticket management page's Host Tools tab (spec 1 §2): the Send Announcement form, and
 * below it what was sent with each recipient's delivery and read status.
 */
export function HostToolsTab({ eventId }: { eventId: string }) {
  return (
    <div className="db-host-tools">
      <SendAnnouncementForm eventId={eventId} />
      <DeliveryView eventId={eventId} />
    </div>
  );
}
