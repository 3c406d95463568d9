import { useState } from 'react';
import { RSVP_RESPONSE_LABELS } from '@nightlife/domain';
import { Button, Field, Select, buttonClassName, toast } from '@nightlife/ui';
import { type EventTickets, type RsvpWithUser, useIssueTicketMutation } from '../tickets-api';
import {
  capacityLabel,
  guestDisplayName,
  isSoldOut,
  ticketCandidates,
  TICKET_MESSAGES,
  STATUS_OPTIONS,
} from '../tickets.model';
import { toastFailure } from '../../shared/failure-text';

interface TicketIssuanceTabProps {
  eventId: string;
  rsvps: RsvpWithUser[];
  tickets: EventTickets;
}

/** Ticket Issuance (spec 2 §2.7): the three fixed types, issuing one to a guest, the guest list export. */
export function TicketIssuanceTab({ eventId, rsvps, tickets }: TicketIssuanceTabProps) {
  const [issueTicket, { isLoading }] = useIssueTicketMutation();
  const [rsvpId, setRsvpId] = useState('');
  const [ticketType, setTicketType] = useState('');
  const candidates = ticketCandidates(rsvps, tickets.tickets);
  const ticketOf = new Map(tickets.tickets.map((ticket) => [ticket.rsvpId, ticket]));

  const issue = async () => {
    try {
      const issued = await issueTicket({
        eventId,
        issueTicketDto: { rsvpId, ticketType: ticketType as EventTickets['types'][number]['ticketType'] },
      }).unwrap();
      toast({
        title: TICKET_MESSAGES.ticketIssued,
        description: `${issued.label} issued to ${issued.guestName.trim() || 'Unknown'}.`,
        variant: 'success',
      });
      setRsvpId('');
      setTicketType('');
    } catch (error) {
      toastFailure(TICKET_MESSAGES.issueFailed, error, TICKET_MESSAGES.issueFailedFallback);
    }
  };

  return (
    <div className="db-tix-issuance">
      <ul className="db-tix-types" aria-label="Ticket types">
        {tickets.types.map((type) => (
          <li key={type.ticketType} className="db-tix-type" data-type={type.ticketType}>
            <p className="db-tix-type__label">{type.label}</p>
            <p className="db-tix-type__price">{type.price}</p>
            <p className="db-tix-type__cap">{capacityLabel(type)}</p>
            <p className="db-tix-type__issued">
              {type.cap === null ? `${type.issued} issued` : `${type.issued} / ${type.cap} issued`}
              {isSoldOut(type) && <span className="db-tix-type__full"> · Full</span>}
            </p>
          </li>
        ))}
      </ul>

      <section className="db-panel" aria-labelledby="issue-heading">
        <h2 id="issue-heading" className="db-tix-panel__title">
          Issue Special Tickets
        </h2>
        <div className="db-tix-issue">
          <Field label="Attendee">
            {(control) => (
              <Select
                {...control}
                value={rsvpId}
                onValueChange={setRsvpId}
                placeholder={candidates.length === 0 ? 'No attendees without a ticket' : 'Choose an attendee'}
                disabled={candidates.length === 0}
                options={candidates.map((rsvp) => ({
                  value: rsvp.id,
                  label: guestDisplayName(rsvp),
                  hint: RSVP_RESPONSE_LABELS[rsvp.response],
                }))}
              />
            )}
          </Field>
          <Field label="Ticket type">
            {(control) => (
              <Select
                {...control}
                value={ticketType}
                onValueChange={setTicketType}
                placeholder="Choose a ticket type"
                options={tickets.types.map((type) => ({
                  value: type.ticketType,
                  label: type.label,
                  hint: isSoldOut(type) ? 'Full' : capacityLabel(type),
                  disabled: isSoldOut(type),
                }))}
              />
            )}
          </Field>
          <Button
            disabled={rsvpId === '' || ticketType === ''}
            loading={isLoading}
            onClick={() => void issue()}
          >
            Issue Ticket
          </Button>
        </div>
      </section>

      <section className="db-panel" aria-labelledby="guest-list-heading">
        <header className="db-tix-panel__header">
          <h2 id="guest-list-heading" className="db-tix-panel__title">
            Guest List &amp; Tickets
          </h2>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={`/api/events/${encodeURIComponent(eventId)}/guest-list.csv`}
            download
          >
            Export CSV
          </a>
        </header>
        <div className="db-tix-table-wrap">
          <table className="db-tix-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Plus Ones</th>
                <th scope="col">Ticket Type</th>
              </tr>
            </thead>
            <tbody>
              {rsvps.map((rsvp) => (
                <tr key={rsvp.id} data-status={rsvp.status}>
                  <td>{guestDisplayName(rsvp)}</td>
                  <td>
                    {RSVP_RESPONSE_LABELS[rsvp.response]}
                    {rsvp.status !== 'confirmed' &&
                      ` (${STATUS_OPTIONS.find((option) => option.value === rsvp.status)!.label})`}
                  </td>
                  <td>{rsvp.plusOnes}</td>
                  <td>{ticketOf.get(rsvp.id)?.label ?? 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
