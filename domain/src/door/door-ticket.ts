import { holdsPlace, stands } from '../rsvps/rsvp-lifecycle.js';
import type { Rsvp } from '../rsvps/rsvp.js';
import { TICKET_TYPES, type Ticket, type TicketType } from '../tickets/ticket.js';

/**
 * The ticket a guest shows at the door (issue 19 §1, ADR 0030): one per RSVP, while it stands and
 * holds a place (or the host issued it a ticket), for the whole party, at the tier the host
 * issued (General Admission otherwise). Its id is the RSVP's id.
 */
export interface DoorTicket {
  ticketId: string;
  eventId: string;
  tier: TicketType;
  /** The guest and their plus-ones. */
  party: number;
  /** Grows whenever the ticket changes or is taken away: earlier versions' codes are revoked. */
  version: number;
}

/** The RSVP's door ticket, or null when it holds none. */
export function doorTicketOf(
  rsvp: Pick<Rsvp, 'id' | 'eventId' | 'response' | 'status' | 'plusOnes' | 'ticketVersion'>,
  ticket: Pick<Ticket, 'type'> | null,
): DoorTicket | null {
  if (!stands(rsvp) || !(holdsPlace(rsvp) || ticket !== null)) return null;
  return {
    ticketId: rsvp.id,
    eventId: rsvp.eventId,
    tier: ticket?.type ?? 'general',
    party: 1 + rsvp.plusOnes,
    version: rsvp.ticketVersion,
  };
}

/**
 * The version an RSVP's ticket has after a change: the next one when it had a ticket and the
 * change took it away or altered what the door reads (tier, party), so the codes shown so far
 * stop admitting; else the same. A version is only ever shown while it holds a ticket, so "every
 * version below the current one" is exactly the revoked ones.
 */
export function ticketVersionAfter(before: DoorTicket | null, after: DoorTicket | null): number | null {
  if (before === null) return null;
  if (after !== null && after.tier === before.tier && after.party === before.party) return null;
  return before.version + 1;
}

/** A revoked ticket: its codes up to this version (included) no longer admit. */
export interface RevokedTicket {
  ticketId: string;
  throughVersion: number;
}

/** The event's revocation list, from its RSVPs' current ticket versions. */
export function revokedTickets(rsvps: readonly { id: string; ticketVersion: number }[]): RevokedTicket[] {
  return rsvps
    .filter((rsvp) => rsvp.ticketVersion > 1)
    .map((rsvp) => ({ ticketId: rsvp.id, throughVersion: rsvp.ticketVersion - 1 }));
}

/**
 * The signed part of a ticket code, format 1 (41 bytes): format, key id (4 bytes), event id and
 * ticket id (UUIDs, 16 bytes each), tier, party, version (2 bytes, big-endian).
 */
export interface TicketCodePayload {
  kid: string;
  eventId: string;
  ticketId: string;
  tier: TicketType;
  party: number;
  version: number;
}

const FORMAT = 1;
const PAYLOAD_BYTES = 41;
/** An Ed25519 signature. */
export const SIGNATURE_BYTES = 64;

export function encodeTicketPayload(payload: TicketCodePayload): Uint8Array {
  const bytes = new Uint8Array(PAYLOAD_BYTES);
  bytes[0] = FORMAT;
  bytes.set(hexBytes(payload.kid, 4), 1);
  bytes.set(hexBytes(payload.eventId.replaceAll('-', ''), 16), 5);
  bytes.set(hexBytes(payload.ticketId.replaceAll('-', ''), 16), 21);
  bytes[37] = TICKET_TYPES.indexOf(payload.tier);
  bytes[38] = payload.party;
  bytes[39] = payload.version >> 8;
  bytes[40] = payload.version & 0xff;
  return bytes;
}

/** A code's text: the payload and its signature, base64url, no padding (140 characters). */
export function ticketCodeText(payload: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(payload.length + signature.length);
  bytes.set(payload);
  bytes.set(signature, payload.length);
  return toBase64Url(bytes);
}

/** A code read back: what it says and the bytes to verify; null when it is not a code of this format. */
export interface ReadTicketCode {
  payload: TicketCodePayload;
  signed: Uint8Array;
  signature: Uint8Array;
}

export function readTicketCode(text: string): ReadTicketCode | null {
  const bytes = fromBase64Url(text.trim());
  if (bytes === null || bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes[0] !== FORMAT) return null;
  const tier = TICKET_TYPES[bytes[37]!];
  const party = bytes[38]!;
  if (tier === undefined || party < 1) return null;
  return {
    payload: {
      kid: toHex(bytes.subarray(1, 5)),
      eventId: toUuid(bytes.subarray(5, 21)),
      ticketId: toUuid(bytes.subarray(21, 37)),
      tier,
      party,
      version: (bytes[39]! << 8) | bytes[40]!,
    },
    signed: bytes.slice(0, PAYLOAD_BYTES),
    signature: bytes.slice(PAYLOAD_BYTES),
  };
}

function hexBytes(hex: string, length: number): Uint8Array {
  if (!new RegExp(`^[0-9a-f]{${length * 2}}$`, 'i').test(hex))
    throw new Error(`Not ${length} hex bytes: ${hex}`);
  return Uint8Array.from({ length }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toUuid(bytes: Uint8Array): string {
  const hex = toHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) text += ALPHABET[(chunk >> (18 - 6 * c)) & 63];
  }
  return text;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    value = (value << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes;
}
