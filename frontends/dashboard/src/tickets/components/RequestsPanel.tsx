import { useState } from 'react';
import { RSVP_RESPONSE_LABELS, parseRsvpResponse } from '@nightlife/domain';
import { Button, toast } from '@nightlife/ui';
import { type RsvpWithUser, useApproveRsvpsMutation, useDeclineRsvpsMutation } from '../tickets-api';
import {
  decisionSummary,
  guestDisplayName,
  initials,
  plusOnesLabel,
  TICKET_MESSAGES,
} from '../tickets.model';
import { allSelected, toggleAll, toggleOne } from '../../shared/selection';
import { toastFailure } from '../../shared/failure-text';

interface RequestsPanelProps {
  eventId: string;
  requests: RsvpWithUser[];
}

/**
 * Requests waiting for the host's approval (ADR 0022), above the guest list: approve or decline
 * one, or the ones selected at once. Approving takes the parties' places while they fit.
 */
export function RequestsPanel({ eventId, requests }: RequestsPanelProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approve, approving] = useApproveRsvpsMutation();
  const [decline, declining] = useDeclineRsvpsMutation();
  if (requests.length === 0) return null;

  const ids = requests.map((rsvp) => rsvp.id);
  const chosen = ids.filter((id) => selected.has(id));
  const busy = approving.isLoading || declining.isLoading;

  const decide = async (decision: 'approve' | 'decline', rsvpIds: string[]) => {
    try {
      const mutate = decision === 'approve' ? approve : decline;
      const outcome = await mutate({ eventId, rsvpIdsDto: { rsvpIds } }).unwrap();
      setSelected((current) => new Set([...current].filter((id) => !outcome.decided.includes(id))));
      toast(decisionSummary(decision, outcome));
    } catch (error) {
      toastFailure(TICKET_MESSAGES.statusFailed, error, TICKET_MESSAGES.statusFailedFallback);
    }
  };

  return (
    <section className="db-tix-requests" aria-labelledby="requests-title">
      <header className="db-tix-requests__header">
        <h2 id="requests-title" className="db-tix-requests__title">
          Waiting for approval <span className="db-tix-column__count">{requests.length}</span>
        </h2>
        <div className="db-tix-requests__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setSelected((current) => toggleAll(current, ids))}
          >
            {allSelected(selected, ids) ? 'Clear' : 'Select All'}
          </Button>
          <Button
            size="sm"
            disabled={chosen.length === 0}
            loading={approving.isLoading}
            onClick={() => void decide('approve', chosen)}
          >
            Approve selected ({chosen.length})
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={chosen.length === 0 || busy}
            onClick={() => void decide('decline', chosen)}
          >
            Decline selected
          </Button>
        </div>
      </header>
      <ul className="db-tix-requests__list">
        {requests.map((rsvp) => {
          const name = guestDisplayName(rsvp);
          const plusOnes = plusOnesLabel(rsvp.plusOnes);
          const response = parseRsvpResponse(rsvp.response);
          return (
            <li key={rsvp.id} className="db-tix-row db-tix-requests__row">
              <input
                type="checkbox"
                className="db-tix-row__check"
                checked={selected.has(rsvp.id)}
                onChange={() => setSelected((current) => toggleOne(current, rsvp.id))}
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
                </span>
                <span className="db-tix-requests__answer">
                  {response ? RSVP_RESPONSE_LABELS[response] : rsvp.response}
                  {rsvp.message && ` · “${rsvp.message}”`}
                </span>
              </span>
              <span className="db-tix-requests__buttons">
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={`Approve ${name}`}
                  onClick={() => void decide('approve', [rsvp.id])}
                >
                  Approve
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Decline ${name}`}
                  onClick={() => void decide('decline', [rsvp.id])}
                >
                  Decline
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
