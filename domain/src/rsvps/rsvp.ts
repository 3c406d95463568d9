import { rsvpGuestName } from './rsvp-guests.js';
import type { RsvpStatus } from './rsvp-lifecycle.js';
import type { RsvpResponse } from './rsvp-response.js';

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
  /** When the guest answered the day-of reconfirmation question (ADR 0028); null until then. */
  reconfirmedAt: Date | null;
  /** The version of its door ticket's code (door/door-ticket.ts): starts at 1. */
  ticketVersion: number;
}

/** What a guest answers, and may change while the RSVP stands. */
export type RsvpAnswer = Pick<
  Rsvp,
  'guestName' | 'guestEmail' | 'response' | 'emoji' | 'message' | 'plusOnes'
>;

/** The account that makes an RSVP. */
export interface RsvpAuthor {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A user's new RSVP: named after their account unless the answer names them, no email, emoji or
 * message unless given, not reconfirmed, its door ticket at version 1.
 */
export function newRsvp(
  id: string,
  eventId: string,
  user: RsvpAuthor,
  createdAt: Date,
  fields: Pick<Rsvp, 'response' | 'plusOnes' | 'status'> & {
    [K in keyof RsvpAnswer]?: RsvpAnswer[K] | null;
  },
): Rsvp {
  return {
    id,
    eventId,
    userId: user.id,
    guestName: fields.guestName ?? rsvpGuestName(user),
    guestEmail: fields.guestEmail ?? null,
    response: fields.response,
    emoji: fields.emoji ?? null,
    message: fields.message ?? null,
    plusOnes: fields.plusOnes,
    status: fields.status,
    createdAt,
    reconfirmedAt: null,
    ticketVersion: 1,
  };
}
