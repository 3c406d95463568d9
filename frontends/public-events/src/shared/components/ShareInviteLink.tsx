import { Button, toast } from '@nightlife/ui';

/**
 * "Share invite link" (ADR 0038): the invite-only event's link, offered by the server to the host
 * and, with Open invite on, to guests who hold a place. The device's share sheet where there is
 * one, else the clipboard.
 */
export function ShareInviteLink({ link, title }: { link: string; title: string }) {
  const url = new URL(link, window.location.origin).toString();
  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text: `You're invited: ${title}`, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Invite link copied',
        description: 'Send it to a friend: it lets them see the event and RSVP.',
        variant: 'success',
      });
    } catch (error) {
      // The guest closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: 'Could not copy', description: url });
    }
  };
  return (
    <div className="pe-invite-share">
      <Button type="button" variant="secondary" size="sm" onClick={() => void share()}>
        🔗 Share invite link
      </Button>
      <span className="pe-invite-share__hint">This event is invite only: the link lets a friend in.</span>
    </div>
  );
}
