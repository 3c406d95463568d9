import { Injectable } from '@nestjs/common';
import { ok, requireEvent, type Result } from '@nightlife/domain';
import { toDate } from '../../platform/database/sql-values';
import { SqlEventAccess } from '../event-access';
import type { WaitlistPartyResponse, WaitlistStatusResponse } from './http/waitlist.dto';
import { WaitlistQuery, type WaitlistPartyRow } from './persistence/waitlist.query';

const NOT_WAITING: WaitlistStatusResponse = { position: null, partySize: null, offer: null };

function offerOf(row: WaitlistPartyRow): WaitlistStatusResponse['offer'] {
  if (row.offer_id === null || row.offer_expires_at === null || row.offer_places === null) return null;
  return {
    id: row.offer_id,
    places: row.offer_places,
    expiresAt: toDate(row.offer_expires_at).toISOString(),
    timeZone: row.time_zone,
  };
}

/** The waitlist as the guest and the host read it, gated like the event (an unseen event is 404). */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly events: SqlEventAccess,
    private readonly query: WaitlistQuery,
  ) {}

  async statusOf(slug: string, userId: string): Promise<Result<WaitlistStatusResponse>> {
    const gated = await requireEvent(this.events, { slug }, userId, 'view');
    if (!gated.ok) return gated;
    const row = await this.query.partyOf(gated.value.event.id, userId);
    if (row === null) return ok(NOT_WAITING);
    return ok({ position: row.position, partySize: 1 + row.plus_ones, offer: offerOf(row) });
  }

  async partiesOf(eventId: string, callerId: string): Promise<Result<WaitlistPartyResponse[]>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const rows = await this.query.parties(eventId);
    return ok(
      rows.map((row) => ({
        rsvpId: row.rsvp_id,
        userId: row.user_id,
        guestName: row.guest_name,
        partySize: 1 + row.plus_ones,
        status: row.status,
        joinedAt: toDate(row.joined_at).toISOString(),
        position: row.position,
        offer: offerOf(row),
      })),
    );
  }
}
