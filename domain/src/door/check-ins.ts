import { DomainError } from '../kernel/domain-error.js';
import { err, ok, type Result } from '../kernel/result.js';
import type { EventPlacesStore } from '../rsvps/event-places.port.js';
import type { RsvpStatus } from '../rsvps/rsvp-lifecycle.js';
import { csvDocument } from '../tickets/guest-list-csv.js';
import { TICKET_TYPE_INFO, type TicketType } from '../tickets/ticket.js';
import type { DoorTicket, ReadTicketCode } from './door-ticket.js';
import { readTicketCode } from './door-ticket.js';

/**
 * Check-ins at the door (issue 19 §4, ADR 0031): door devices send the scans they made, online or
 * later from their offline queue, and the server answers each with its verdict. A scan names its
 * ticket by code (the QR) or by ticket id (a guest found by name).
 */
export const SCAN_KINDS = ['entry', 'exit'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

export const SCAN_VERDICTS = ['admitted', 'duplicate', 'invalid', 'revoked', 'exited'] as const;
export type ScanVerdict = (typeof SCAN_VERDICTS)[number];

/** The most scans one batch may carry: a device syncs more in several batches. */
export const MAX_SCANS_PER_BATCH = 1_000;

export interface ScanInput {
  scanId: string;
  code?: string | null;
  ticketId?: string | null;
  deviceId: string;
  scannedAt: Date;
  kind: ScanKind;
  /** How many of the party this scan lets in (or out): 1 unless the party enters in one go. */
  count: number;
}

/** What the server knows of the scan's ticket: its door ticket now (null: none), and the key check. */
export interface ScanFacts {
  eventId: string;
  /** The code read back, when the scan carried one. */
  read: ReadTicketCode | null;
  /** Whether the code's signature verifies with one of the event's active keys. */
  signed: boolean;
  /** The ticket the scan names, as it is now; null when the RSVP holds none (or there is no such RSVP). */
  ticket: DoorTicket | null;
}

/** A scan the door refuses before any seat is counted, with the reason the device shows. */
export interface Refusal {
  verdict: Extract<ScanVerdict, 'invalid' | 'revoked'>;
  reason: string;
}

/** The ticket id a scan names: the one in its code, or the one it was sent with. */
export function scannedTicketId(scan: Pick<ScanInput, 'code' | 'ticketId'>): string | null {
  if (scan.code) return readTicketCode(scan.code)?.payload.ticketId ?? null;
  return scan.ticketId ?? null;
}

/**
 * Whether a scan names a ticket that may enter or leave now: a real code of this event, signed by
 * its active key, at the ticket's current version, of an RSVP that still holds it. A code of an
 * earlier version, or of a ticket taken away, is revoked; anything else that does not verify is
 * invalid. A lookup by ticket id needs the ticket to be current.
 */
export function judgeScan(
  scan: Pick<ScanInput, 'code' | 'ticketId'>,
  facts: ScanFacts,
): Result<DoorTicket, Refusal> {
  const refuse = (verdict: Refusal['verdict'], reason: string) => err({ verdict, reason });
  if (scan.code) {
    if (facts.read === null) return refuse('invalid', 'Not a ticket code');
    if (facts.read.payload.eventId !== facts.eventId) return refuse('invalid', 'A ticket for another event');
    if (!facts.signed) return refuse('invalid', 'Forged or altered code');
    if (facts.ticket === null) return refuse('revoked', 'Ticket cancelled');
    if (facts.read.payload.version < facts.ticket.version)
      return refuse('revoked', 'Ticket was reissued: ask for the new code');
    if (facts.read.payload.version > facts.ticket.version) return refuse('invalid', 'Unknown ticket version');
    return ok(facts.ticket);
  }
  if (facts.ticket === null) return refuse('invalid', 'No ticket for this guest');
  return ok(facts.ticket);
}

/** What a door device synced of a ticket (the door guest list): its holder, party, tier and version. */
export interface SyncedTicket {
  name: string;
  party: number;
  version: number;
}

/** A code a door device lets through offline: who and how many, from the signed code itself. */
export interface OfflineAdmission {
  ticketId: string;
  tier: TicketType;
  party: number;
  /** The holder's name from the synced list; null for a ticket issued after the last sync. */
  name: string | null;
}

/**
 * The verdict a door device gives without the server (issue 19 §3): the code must read, be of
 * this event and carry the event's signature (checked by the device with the synced public key);
 * a version the synced revocation list or guest list has passed is revoked. A signed ticket the
 * device has not synced yet was issued after its last sync: the signature vouches for it. The
 * server's judgeScan has the last word when the device syncs.
 */
export function judgeOffline(
  read: ReadTicketCode | null,
  signed: boolean,
  eventId: string,
  synced: { ticket: SyncedTicket | null; revokedThrough: number | null },
): Result<OfflineAdmission, Refusal> {
  const refuse = (verdict: Refusal['verdict'], reason: string) => err({ verdict, reason });
  if (read === null) return refuse('invalid', 'Not a ticket code');
  if (read.payload.eventId !== eventId) return refuse('invalid', 'A ticket for another event');
  if (!signed) return refuse('invalid', 'Forged or altered code');
  const { version, ticketId, tier, party } = read.payload;
  if (synced.revokedThrough !== null && version <= synced.revokedThrough) {
    return refuse('revoked', 'Ticket was reissued or cancelled');
  }
  if (synced.ticket !== null && version < synced.ticket.version) {
    return refuse('revoked', 'Ticket was reissued: ask for the new code');
  }
  return ok({ ticketId, tier, party, name: synced.ticket?.name ?? null });
}

/** The headcount at the door: who is inside, who has come, and how many are expected. */
export interface DoorStats {
  inside: number;
  arrived: number;
  expected: number;
  noShows: number;
}

/**
 * The door's figures: everyone who came (their first entries), inside now (they, and those who
 * came back, less those who left), and the places held.
 */
export function doorStats(counts: {
  arrived: number;
  exited: number;
  reentered: number;
  expected: number;
}): DoorStats {
  const { arrived, exited, reentered, expected } = counts;
  return {
    inside: Math.max(0, arrived + reentered - exited),
    arrived,
    expected,
    noShows: Math.max(0, expected - arrived),
  };
}

/** A batch of scans checked for shape; each scan still gets its own verdict. */
export function validateScanBatch(scans: unknown): Result<ScanInput[]> {
  if (!Array.isArray(scans) || scans.length === 0) {
    return err(DomainError.validation([{ field: 'scans', message: 'Send at least one scan' }]));
  }
  if (scans.length > MAX_SCANS_PER_BATCH) {
    return err(
      DomainError.validation([
        {
          field: 'scans',
          message: `Send at most ${MAX_SCANS_PER_BATCH} scans per batch; send the rest in another`,
        },
      ]),
    );
  }
  const ids = new Set<string>();
  for (const [index, scan] of (scans as ScanInput[]).entries()) {
    if (ids.has(scan.scanId)) {
      return err(
        DomainError.validation([
          { field: `scans[${index}].scanId`, message: 'Each scan id appears once per batch' },
        ]),
      );
    }
    ids.add(scan.scanId);
    if (!scan.code === !scan.ticketId) {
      return err(
        DomainError.validation([
          { field: `scans[${index}]`, message: 'A scan carries a code or a ticket id, not both' },
        ]),
      );
    }
  }
  return ok(scans as ScanInput[]);
}

/**
 * The guests the door admitted stand checked in (the checkIn transition, by the door): their RSVPs
 * move under the event's lock, like every change of who holds a place. Already checked in: nothing.
 */
export class MarkCheckedInUseCase {
  constructor(private readonly places: EventPlacesStore) {}

  async execute(eventId: string, rsvpIds: readonly string[]): Promise<void> {
    if (rsvpIds.length === 0) return;
    await this.places.update({ eventId }, { rsvpIds }, (places) => {
      for (const rsvpId of rsvpIds) places.moveTo(rsvpId, CHECKED_IN, ['door']);
    });
  }
}

const CHECKED_IN = 'checked_in' satisfies RsvpStatus;

/** One guest of the check-in list. */
export interface CheckInListRow {
  name: string;
  partySize: number;
  tier: TicketType;
  arrived: number;
  inside: number;
  firstEntry: { at: string; deviceId: string } | null;
}

export const CHECK_IN_CSV_COLUMNS = [
  'Name',
  'Party Size',
  'Ticket',
  'Arrived',
  'Inside',
  'First Entry (UTC)',
  'Door',
] as const;

/** The check-in list as CSV: every guest with a door ticket, who came, and when and where first. */
export function checkInListCsv(rows: readonly CheckInListRow[]): string {
  return csvDocument(
    CHECK_IN_CSV_COLUMNS,
    rows.map((row) => [
      row.name.trim() === '' ? 'Unknown' : row.name,
      String(row.partySize),
      TICKET_TYPE_INFO[row.tier].label,
      String(row.arrived),
      String(row.inside),
      row.firstEntry ? row.firstEntry.at.slice(0, 16).replace('T', ' ') : '',
      row.firstEntry?.deviceId ?? '',
    ]),
  );
}

/** A supervisor's reason for an override, kept with it. */
export const OVERRIDE_REASON_MAX = 300;

export const CheckInErrorCodes = {
  NOT_FOUND: 'CHECK_IN.NOT_FOUND',
  NOT_OVERRIDABLE: 'CHECK_IN.NOT_OVERRIDABLE',
} as const;
export type CheckInErrorCode = (typeof CheckInErrorCodes)[keyof typeof CheckInErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<CheckInErrorCode, true> {}
}

/** What a supervisor may override: undo an admitted entry, or admit a refused one anyway. */
export type DoorOverride = 'undo' | 'admit';

export function validateOverrideReason(reason: unknown): Result<string> {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text.length === 0 || [...text].length > OVERRIDE_REASON_MAX) {
    return err(
      DomainError.validation([
        {
          field: 'reason',
          message: `Say why (1 to ${OVERRIDE_REASON_MAX} characters): it is kept with the override`,
        },
      ]),
    );
  }
  return ok(text);
}

export function checkInNotFoundError(): DomainError {
  return new DomainError(CheckInErrorCodes.NOT_FOUND, 'No such scan at this door (send the scan first).');
}

export function notOverridableError(override: DoorOverride): DomainError {
  return new DomainError(
    CheckInErrorCodes.NOT_OVERRIDABLE,
    override === 'undo'
      ? 'Only an admitted entry can be undone, once.'
      : 'Only a refused entry of a known ticket can be admitted anyway, once.',
  );
}

/**
 * A check-in undone by a supervisor: when the guest has nobody of their party in any more, their
 * RSVP is confirmed again (the confirm transition, made for the host whose pass it is).
 */
export class MarkNotCheckedInUseCase {
  constructor(private readonly places: EventPlacesStore) {}

  async execute(eventId: string, rsvpId: string): Promise<void> {
    await this.places.update({ eventId }, { rsvpIds: [rsvpId] }, (places) => {
      const rsvp = places.rsvp(rsvpId);
      if (rsvp?.status === CHECKED_IN) places.moveTo(rsvpId, 'confirmed', ['host']);
    });
  }
}
