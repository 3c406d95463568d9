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
}

/** What a guest answers, and may change while the RSVP stands. */
export type RsvpAnswer = Pick<
  Rsvp,
  'guestName' | 'guestEmail' | 'response' | 'emoji' | 'message' | 'plusOnes'
>;
