import { Button, Field, Input, toast } from '@nightlife/ui';
import { useGetEventByIdQuery, useRegenerateInviteCodeMutation } from '../tickets-api';
import { copyWithToast } from '../../shared/copy-with-toast';
import { toastFailure } from '../../shared/failure-text';

/** The link as the guest opens it: this site's address of the server's path. */
export function absoluteInviteLink(path: string, origin = window.location.origin): string {
  return new URL(path, origin).toString();
}

/**
 * An invite-only event's invitation link (issue 20 §5, ADR 0038), for the host to copy and share;
 * a new link revokes the old ones. Nothing for an event that is not invite only.
 */
export function InviteLinkPanel({ eventId }: { eventId: string }) {
  const event = useGetEventByIdQuery({ id: eventId });
  const [regenerate, { isLoading }] = useRegenerateInviteCodeMutation();
  const path = event.data?.isPrivate ? event.data.inviteLink : null;
  if (!path) return null;
  const link = absoluteInviteLink(path);

  const copy = () => copyWithToast(link, 'Invite link copied', 'Select the link and copy it.');

  const renew = async () => {
    try {
      await regenerate({ eventId }).unwrap();
      toast({ title: 'New invite link', description: 'The old link no longer works.', variant: 'success' });
    } catch (error) {
      toastFailure('Could not make a new link', error, 'Please try again.');
    }
  };

  return (
    <section className="db-panel db-tix-invite" aria-labelledby="invite-link-heading">
      <h2 id="invite-link-heading" className="db-panel__title">
        🔒 Invite link
      </h2>
      <p className="db-panel__lead">
        This event is invite only: it is not listed, and guests need this link to see it and RSVP.
        {event.data?.openInvite ? ' With Open invite on, guests who hold a place can share it too.' : ''} A
        new link stops the old one working.
      </p>
      <Field label="Invite link">
        {(control) => <Input {...control} readOnly value={link} onFocus={(e) => e.target.select()} />}
      </Field>
      <div className="db-panel__actions">
        <Button type="button" size="sm" variant="primary" onClick={() => void copy()}>
          Copy invite link
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={isLoading} onClick={() => void renew()}>
          New link
        </Button>
      </div>
    </section>
  );
}
