import { useRef, type ReactNode } from 'react';
import type { Blocker } from 'react-router';
import { Button, Dialog, DialogContent, DialogFooter } from '@nightlife/ui';

/**
 * The question a held navigation asks (useLeaveGuard): Stay keeps the page as it is, Leave goes on
 * to where the link pointed. Closing the dialog is Stay. Stay has the focus.
 */
export function LeaveDialog({ blocker, description }: { blocker: Blocker; description: ReactNode }) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogContent
        title="Leave without saving?"
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stay.current?.focus();
        }}
      >
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
          <Button ref={stay} type="button" variant="primary" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
