import type { RsvpResponse } from '@nightlife/domain';

/** A guest list entry (docs/api-contract.md, RsvpWithUser); never the guest's email. */
export interface RsvpWithUserView {
  id: string;
  userId: string | null;
  guestName: string;
  response: RsvpResponse;
  emoji: string | null;
  message: string | null;
  plusOnes: number;
  status: string;
  /** The attendee hid themselves from the list others see (the host and they still see it). */
  hidden: boolean;
  createdAt: string;
  /** When the guest reconfirmed on the day (ADR 0028); null otherwise. */
  reconfirmedAt: string | null;
  /** The RSVP whose +1 link this guest claimed (ADR 0029): they came in that party; else null. */
  partyOf: string | null;
  /** null for an RSVP without an account. */
  user: RsvpUserView | null;
}

export interface RsvpUserView {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  isVerified: boolean;
  location: string | null;
}
