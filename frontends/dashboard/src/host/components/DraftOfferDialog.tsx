import { useRef } from 'react';
import { Button, Dialog, DialogContent, DialogFooter } from '@nightlife/ui';
import { draftTimeText } from '../event-draft.model';
import type { DraftOffer } from '../hooks/useEventDraft';

interface DraftOfferDialogProps {
  offer: DraftOffer | null;
  onRestore: (offer: DraftOffer) => void;
  onDiscard: () => void;
  /** Closed without an answer: the draft stays until the form changes. */
  onDismiss: () => void;
}

/**
 * 'Restore your unsaved draft from {time}?' on opening a form left with unsaved changes. Restore
 * has the focus: Discard loses the draft.
 */
export function DraftOfferDialog({ offer, onRestore, onDiscard, onDismiss }: DraftOfferDialogProps) {
  const restore = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && onDismiss()}>
      {offer && (
        <DialogContent
          title={
            <>
              Restore your unsaved draft from{' '}
              <span className="db-draft-offer__time">{draftTimeText(offer.savedAt, new Date())}</span>?
            </>
          }
          description="This form was left with changes that were not saved. They were kept on this device, uploads included."
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            restore.current?.focus();
          }}
        >
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onDiscard}>
              Discard
            </Button>
            <Button ref={restore} type="button" variant="primary" onClick={() => onRestore(offer)}>
              Restore
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
