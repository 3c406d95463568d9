import { useEffect } from 'react';
import { isRsvpStatus, stands } from '@nightlife/domain';
import { Button, toast } from '@nightlife/ui';
import type { EventDetail, UserRsvp } from '../../api/events-api';
import { useInviteFriendsMutation, useWithdrawInvitationMutation } from '../../api/actions-api';
import { rsvpFailureMessage } from '../../rsvp/rsvp-form.model';
import { invitePath } from '../../shared/auth-redirect';

/** Whether the guest's plus-ones are links here: guest invites on, and a going RSVP that stands. */
function mayShareLinks(event: EventDetail, rsvp: UserRsvp): boolean {
  const { status } = rsvp;
  return event.allowGuestInvites && rsvp.response === 'going' && isRsvpStatus(status) && stands({ status });
}

/**
 * +1s as claimable invitations (ADR 0029): one link per plus-one, to copy and send; a friend who
 * claims one has the place as their own RSVP. The guest may withdraw an unclaimed link.
 */
export function PlusOneLinks({ event, rsvp }: { event: EventDetail; rsvp: UserRsvp }) {
  const shared = mayShareLinks(event, rsvp);
  const [invite, { data: links }] = useInviteFriendsMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawInvitationMutation();
  // The links follow the plus-ones: asked again whenever they change.
  useEffect(() => {
    if (shared) void invite({ slug: event.slug });
  }, [shared, event.slug, rsvp.plusOnes, invite]);
  if (!shared || !links || links.length === 0) return null;

  const urlOf = (code: string) => `${window.location.origin}${invitePath(event.slug, code)}`;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link copied',
        description: 'Send it to the friend this place is for.',
        variant: 'success',
      });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it by hand.' });
    }
  };
  const withdrawLink = async (invitationId: string) => {
    try {
      await withdraw({ slug: event.slug, invitationId }).unwrap();
      toast({ title: 'Link withdrawn', description: 'It no longer works; your +1 has a new link.' });
      void invite({ slug: event.slug });
    } catch (error) {
      toast({ title: 'Could not withdraw', description: rsvpFailureMessage(error), variant: 'destructive' });
    }
  };

  const openIds = links.filter((link) => link.state === 'open').map((link) => link.id);
  return (
    <section className="pe-plus-ones" aria-labelledby="pe-plus-ones-title">
      <h2 id="pe-plus-ones-title" className="pe-plus-ones__title">
        Your +1s
      </h2>
      <p className="pe-plus-ones__hint">
        Send each friend their own link. Whoever claims it gets the place as their own RSVP, with their own
        ticket.
      </p>
      <ul className="pe-plus-ones__list">
        {links.map((link) => {
          if (link.state === 'claimed') {
            return (
              <li key={link.id} className="pe-plus-ones__link" data-state="claimed">
                <span className="pe-plus-ones__claimed">✓ Claimed by {link.claimedBy ?? 'a friend'}</span>
              </li>
            );
          }
          const label = `+1 link ${openIds.indexOf(link.id) + 1}`;
          const url = urlOf(link.code);
          return (
            <li key={link.id} className="pe-plus-ones__link" data-state="open">
              <input
                className="nl-input pe-plus-ones__url"
                readOnly
                value={url}
                aria-label={label}
                onFocus={(e) => e.currentTarget.select()}
              />
              <div className="pe-plus-ones__actions">
                <Button size="sm" onClick={() => void copy(url)} aria-label={`Copy ${label}`}>
                  Copy
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={withdrawing}
                  onClick={() => void withdrawLink(link.id)}
                  aria-label={`Withdraw ${label}`}
                >
                  Withdraw
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
