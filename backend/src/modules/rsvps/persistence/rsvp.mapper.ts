import type { Rsvp, RsvpResponse, RsvpStatus } from '@nightlife/domain';
import type { UserRsvpResponse } from '../http/user-rsvp.response';
import type { RsvpWithUserView } from '../rsvp-view';
import { toDate } from '../../../platform/database/sql-values';

/** A row of `rsvps` as the raw queries read it. */
export interface RsvpRow {
  id: string;
  event_id: string;
  user_id: string | null;
  guest_name: string;
  guest_email: string | null;
  /** Canonical spelling, guaranteed by the table's check constraint. */
  response: RsvpResponse;
  emoji: string | null;
  message: string | null;
  plus_ones: number;
  status: string;
  created_at: Date | string;
  reconfirmed_at: Date | string | null;
  ticket_version: number;
}

/** An RSVP joined with its user's public profile columns (all null for a guest RSVP). */
export interface RsvpWithUserRow extends Omit<RsvpRow, 'event_id' | 'guest_email' | 'ticket_version'> {
  hidden: boolean;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_verified: boolean | null;
  location: string | null;
  party_of: string | null;
}

export const RSVP_COLUMNS = `r.id, r.event_id, r.user_id, r.guest_name, r.guest_email, r.response, r.emoji,
  r.message, r.plus_ones, r.status, r.created_at, r.reconfirmed_at, r.ticket_version`;

export function toRsvp(row: RsvpRow): Rsvp {
  return {
    id: row.id,
    eventId: row.event_id,
    userId: row.user_id,
    guestName: row.guest_name,
    guestEmail: row.guest_email,
    response: row.response,
    emoji: row.emoji,
    message: row.message,
    plusOnes: row.plus_ones,
    // Written only through the domain (default or UpdateRsvpStatusUseCase).
    status: row.status as RsvpStatus,
    createdAt: toDate(row.created_at),
    reconfirmedAt: row.reconfirmed_at === null ? null : toDate(row.reconfirmed_at),
    ticketVersion: row.ticket_version,
  };
}

/** The caller's own RSVP, in the events module's UserRsvp shape. */
export function toUserRsvpView(rsvp: Rsvp): UserRsvpResponse {
  return {
    id: rsvp.id,
    response: rsvp.response,
    emoji: rsvp.emoji,
    message: rsvp.message,
    plusOnes: rsvp.plusOnes,
    guestName: rsvp.guestName,
    guestEmail: rsvp.guestEmail,
    status: rsvp.status,
    createdAt: rsvp.createdAt.toISOString(),
    reconfirmedAt: rsvp.reconfirmedAt?.toISOString() ?? null,
  };
}

export function toRsvpWithUserView(row: RsvpWithUserRow): RsvpWithUserView {
  return {
    id: row.id,
    userId: row.user_id,
    guestName: row.guest_name,
    response: row.response,
    emoji: row.emoji,
    message: row.message,
    plusOnes: row.plus_ones,
    status: row.status,
    hidden: row.hidden,
    createdAt: toDate(row.created_at).toISOString(),
    reconfirmedAt: row.reconfirmed_at === null ? null : toDate(row.reconfirmed_at).toISOString(),
    partyOf: row.party_of,
    user:
      row.user_id === null || row.username === null
        ? null
        : {
            id: row.user_id,
            username: row.username,
            firstName: row.first_name ?? '',
            lastName: row.last_name ?? '',
            avatar: row.avatar,
            isVerified: row.is_verified ?? false,
            location: row.location,
          },
  };
}
