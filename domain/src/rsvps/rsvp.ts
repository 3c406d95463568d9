import type { RsvpResponse } from './rsvp-response.js';

/** Host-side RSVP statuses (spec 1 §4: a status-change call exists; no screen shows them). */
export const RSVP_STATUSES = ['confirmed', 'declined', 'checked_in'] as const;

export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** A new RSVP is confirmed: no screen offers approval. */
export const DEFAULT_RSVP_STATUS: RsvpStatus = 'confirmed';

export function isRsvpStatus(value: unknown): value is RsvpStatus {
  return typeof value === 'string' && (RSVP_STATUSES as readonly string[]).includes(value);
}

/**
 * ADR 0015: a declined RSVP is the host's refusal. It stays on record (one RSVP per user, shown
 * to the host in its response column) but holds no place: it takes no capacity, is left out of
 * the going headcount, holds no ticket and does not reveal a hidden location.
 */
export function holdsPlace(rsvp: { status: string }): boolean {
  return rsvp.status !== 'declined';
}

/** Server-side text limits of an RSVP, counted in characters (code points). */
export const RSVP_LIMITS = { guestName: 100, message: 500 } as const;

export interface Rsvp {
  id: string;
  eventId: string;
  /** null only for guest RSVPs recorded without an account (none are created through the API). */
  userId: string | null;
  guestName: string;
  guestEmail: string | null;
  response: RsvpResponse;
  emoji: string | null;
  message: string | null;
  plusOnes: number;
  status: RsvpStatus;
  createdAt: Date;
}
