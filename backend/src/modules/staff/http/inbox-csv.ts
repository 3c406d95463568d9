import { spreadsheetSafe } from '@nightlife/domain';
import { stringify } from 'csv-stringify/sync';
import type { InboxKind, InboxRows } from '../persistence/staff-inbox.query';

type Column<K extends InboxKind> = { key: keyof InboxRows[K] & string; header: string };

const COLUMNS: { [K in InboxKind]: Column<K>[] } = {
  'contact-inquiries': [
    { key: 'receivedAt', header: 'Received' },
    { key: 'formType', header: 'Form' },
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'eventName', header: 'Event' },
    { key: 'eventDate', header: 'Event date' },
    { key: 'venue', header: 'Venue' },
    { key: 'message', header: 'Message' },
  ],
  'hookah-bookings': [
    { key: 'receivedAt', header: 'Received' },
    { key: 'name', header: 'Name' },
    { key: 'phone', header: 'Phone' },
    { key: 'email', header: 'Email' },
    { key: 'date', header: 'Date' },
    { key: 'time', header: 'Time' },
    { key: 'duration', header: 'Hours' },
    { key: 'location', header: 'Location' },
    { key: 'packageType', header: 'Package' },
    { key: 'specialistId', header: 'Specialist' },
    { key: 'specialRequests', header: 'Special requests' },
  ],
  'newsletter-signups': [
    { key: 'receivedAt', header: 'Received' },
    { key: 'email', header: 'Email' },
  ],
  'waitlist-signups': [
    { key: 'receivedAt', header: 'Received' },
    { key: 'email', header: 'Email' },
  ],
};

/**
 * One kind of submission as CSV for a spreadsheet: a header row, dates in ISO 8601 (UTC), and
 * every text cell neutralised against formula injection (spreadsheetSafe). A byte-order mark
 * makes spreadsheet programs read it as UTF-8.
 */
export function inboxCsv<K extends InboxKind>(kind: K, rows: InboxRows[K][]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: COLUMNS[kind],
    cast: {
      string: (value) => spreadsheetSafe(value),
      date: (value) => value.toISOString(),
    },
  });
}
