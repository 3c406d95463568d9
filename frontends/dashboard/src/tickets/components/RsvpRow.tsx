import { Link } from 'react-router';
import { buttonClassName, toast } from '@nightlife/ui';
import { type RsvpWithUser, type UpdateRsvpStatusDto, useUpdateRsvpStatusMutation } from '../tickets-api';
import { guestDisplayName, initials, plusOnesLabel, STATUS_OPTIONS, TICKET_MESSAGES } from '../tickets.model';
import { toastFailure } from '../../shared/failure-text';

interface RsvpRowProps {
  rsvp: RsvpWithUser;
  /** The guest whose +1 link this one claimed, shown as "+1 of …". */
  inviterName?: string;
  selected: boolean;
  onToggle: () => void;
}

/** One guest of an RSVP Overview column: checkbox, initials, name, plus-ones, emoji, status, profile. */
export function RsvpRow({ rsvp, inviterName, selected, onToggle }: RsvpRowProps) {
  const [updateStatus, { isLoading }] = useUpdateRsvpStatusMutation();
  const name = guestDisplayName(rsvp);
  const plusOnes = plusOnesLabel(rsvp.plusOnes);

  const changeStatus = async (status: UpdateRsvpStatusDto['status']) => {
    try {
      await updateStatus({ rsvpId: rsvp.id, updateRsvpStatusDto: { status } }).unwrap();
      const label = STATUS_OPTIONS.find((option) => option.value === status)!.label;
      toast({ title: TICKET_MESSAGES.statusUpdated, description: `${name}: ${label}`, variant: 'success' });
    } catch (error) {
      toastFailure(TICKET_MESSAGES.statusFailed, error, TICKET_MESSAGES.statusFailedFallback);
    }
  };

  return (
    <li className="db-tix-row" data-status={rsvp.status} data-in-party={inviterName ? '' : undefined}>
      <input
        type="checkbox"
        className="db-tix-row__check"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select ${name}`}
      />
      <span className="db-tix-row__avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="db-tix-row__body">
        <span className="db-tix-row__name">
          {name}
          {plusOnes && <span className="db-tix-row__plus">{plusOnes}</span>}
          {rsvp.emoji && <span className="db-tix-row__emoji">{rsvp.emoji}</span>}
          {inviterName && <span className="db-tix-row__party">+1 of {inviterName}</span>}
          {rsvp.reconfirmedAt && (
            <span className="db-tix-row__reconfirmed" title="Reconfirmed on the day">
              ✓ Reconfirmed
            </span>
          )}
        </span>
        <select
          className="db-tix-row__status"
          value={rsvp.status}
          disabled={isLoading}
          aria-label={`Status of ${name}`}
          onChange={(event) => void changeStatus(event.target.value as UpdateRsvpStatusDto['status'])}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      {rsvp.user && (
        <Link
          className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'db-tix-row__action' })}
          to={`/${encodeURIComponent(rsvp.user.username)}`}
          aria-label={`View ${name}'s profile`}
        >
          Profile
        </Link>
      )}
    </li>
  );
}
