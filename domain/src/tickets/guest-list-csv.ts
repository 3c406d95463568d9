import { slugify } from '../events/slug.js';
import { RSVP_RESPONSE_LABELS, type RsvpResponse } from '../rsvps/rsvp-response.js';
import type { RsvpStatus } from '../rsvps/rsvp-lifecycle.js';
import { TICKET_TYPE_INFO, type TicketType } from './ticket.js';

/** One guest of the export (spec 2 §2.7: columns Name, Status, Plus Ones, Ticket Type). */
export interface GuestListCsvRow {
  guestName: string;
  response: RsvpResponse;
  status: RsvpStatus;
  plusOnes: number;
  ticketType: TicketType | null;
}

export const GUEST_LIST_CSV_COLUMNS = ['Name', 'Status', 'Plus Ones', 'Ticket Type'] as const;

const STATUS_NOTES: Readonly<Record<RsvpStatus, string>> = {
  confirmed: '',
  declined: ' (Declined)',
  checked_in: ' (Checked In)',
  // Never exported: cancelled RSVPs, requests and the waitlist are not on the guest list.
  cancelled: ' (Cancelled)',
  pending: ' (Pending Approval)',
  waitlisted: ' (Waitlisted)',
  offered: ' (Offered a Place)',
};

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab / carriage return) as a formula: such a
 * value gets a leading apostrophe, which spreadsheets show as text.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: every field quoted, quotes doubled, so commas and line breaks stay inside it. */
function csvField(value: string): string {
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`;
}

/**
 * The guest list as CSV: a UTF-8 byte order mark (so spreadsheets read emoji and accents as
 * UTF-8), a header line, one CRLF-terminated line per guest.
 */
export function guestListCsv(rows: readonly GuestListCsvRow[]): string {
  return csvDocument(
    GUEST_LIST_CSV_COLUMNS,
    rows.map((row) => [
      row.guestName.trim() === '' ? 'Unknown' : row.guestName,
      `${RSVP_RESPONSE_LABELS[row.response]}${STATUS_NOTES[row.status]}`,
      String(row.plusOnes),
      row.ticketType === null ? 'None' : TICKET_TYPE_INFO[row.ticketType].label,
    ]),
  );
}

/**
 * A CSV file for spreadsheets: a UTF-8 byte order mark, a header line, one CRLF-terminated line
 * per row, every field quoted and safe from formulas.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`);
  return `\uFEFF${lines.join('')}`;
}

/** The export's file name from the event title: 'Neon Nights!' → 'neon-nights-guest-list.csv'. */
export function guestListFileName(eventTitle: string): string {
  return `${slugify(eventTitle) || 'event'}-guest-list.csv`;
}
