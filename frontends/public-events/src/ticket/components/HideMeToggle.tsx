import { useState } from 'react';
import { toast } from '@nightlife/ui';
import { useChangeRsvpMutation } from '../../api/actions-api';
import { rsvpFailureMessage } from '../../rsvp/rsvp-form.model';

/**
 * "Hide me from the guest list": the guest stays counted and the host still sees them, but other
 * guests do not (the server leaves them off the list it sends).
 */
export function HideMeToggle({ slug, hidden }: { slug: string; hidden: boolean }) {
  const [changeRsvp, { isLoading }] = useChangeRsvpMutation();
  // Ticked at once, a refusal puts it back; the parent keys it on the server's value.
  const [checked, setChecked] = useState(hidden);
  const toggle = async (next: boolean) => {
    setChecked(next);
    try {
      await changeRsvp({ slug, changeRsvpDto: { hidden: next } }).unwrap();
      toast({
        title: next ? 'Hidden from the guest list' : 'Back on the guest list',
        description: next
          ? 'Other guests no longer see you; you still count, and the host sees you.'
          : 'Other guests see you on the list again.',
        variant: 'success',
      });
    } catch (error) {
      setChecked(!next);
      toast({
        title: 'Could not change that',
        description: rsvpFailureMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <label className="pe-ticket__hide">
      <input
        type="checkbox"
        checked={checked}
        disabled={isLoading}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <span>Hide me from the guest list</span>
    </label>
  );
}
