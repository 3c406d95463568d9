import { guestListPrivateMessage, type GuestListVisibility } from '@nightlife/domain';
import { EmptyState } from '@nightlife/ui';

/** In place of a guest list the host does not share with the viewer (the server refuses it too). */
export function PrivateGuestList({ visibility }: { visibility: GuestListVisibility }) {
  return (
    <EmptyState icon="🔒" title="Guest list kept private" description={guestListPrivateMessage(visibility)} />
  );
}
