import { useState } from 'react';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter, toast } from '@nightlife/ui';
import { useCancelRsvpMutation } from '../../api/actions-api';
import { rsvpFailureMessage } from '../rsvp-form.model';

interface CancelRsvpButtonProps {
  slug: string;
  title: string;
  /** After the RSVP is cancelled (the event is refetched as well). */
  onCancelled?: () => void;
  size?: 'sm';
  /** Asks at once: a reminder's "Can't make it" link opens the ticket page on this question. */
  askNow?: boolean;
}

/** "Cancel RSVP", asked once more in a dialog: the places and any ticket go at once. */
export function CancelRsvpButton({ slug, title, onCancelled, size, askNow }: CancelRsvpButtonProps) {
  const [open, setOpen] = useState(!!askNow);
  const [cancelRsvp, { isLoading }] = useCancelRsvpMutation();
  const confirm = async () => {
    try {
      await cancelRsvp({ slug }).unwrap();
      setOpen(false);
      toast({
        title: 'RSVP cancelled',
        description: `You're off the list for ${title}.`,
        variant: 'success',
      });
      onCancelled?.();
    } catch (error) {
      toast({
        title: 'Could not cancel your RSVP',
        description: rsvpFailureMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="ghost" size={size} onClick={() => setOpen(true)}>
        Cancel RSVP
      </Button>
      <DialogContent
        title="Cancel your RSVP?"
        description={`Your place at ${title} (and your plus-ones' and any ticket) goes to someone else at once. You can RSVP again later if there is room.`}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Keep my RSVP
            </Button>
          </DialogClose>
          <Button type="button" variant="danger" loading={isLoading} onClick={() => void confirm()}>
            Cancel RSVP
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
