import { Injectable } from '@nestjs/common';
import { ok, requireEvent, revokedTickets, type Result, type RevokedTicket } from '@nightlife/domain';
import { gateDoor, type DoorCaller } from './door-access';
import { SqlClient } from '../../platform/database/sql-client';
import { SqlEventAccess } from '../event-access';
import { DoorKeyRing, type DoorPublicKey } from './door-key-ring';

export interface DoorKeysView {
  keys: DoorPublicKey[];
  revoked: RevokedTicket[];
}

/** What door devices sync to verify tickets offline: the event's public keys and revocations. */
@Injectable()
export class DoorService {
  constructor(
    private readonly events: SqlEventAccess,
    private readonly keyRing: DoorKeyRing,
    private readonly sql: SqlClient,
  ) {}

  async keys(eventId: string, caller: DoorCaller): Promise<Result<DoorKeysView>> {
    const gated = await gateDoor(this.events, eventId, caller);
    if (!gated.ok) return gated;
    return ok(await this.view(eventId));
  }

  async rotate(eventId: string, callerId: string): Promise<Result<DoorKeysView>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    await this.keyRing.rotate(eventId);
    return ok(await this.view(eventId));
  }

  private async view(eventId: string): Promise<DoorKeysView> {
    const [keys, versions] = await Promise.all([
      this.keyRing.publicKeys(eventId),
      this.sql.query<{ id: string; ticket_version: number }>(
        'select id, ticket_version from rsvps where event_id = ?::uuid and ticket_version > 1 order by id',
        [eventId],
      ),
    ]);
    return {
      keys,
      revoked: revokedTickets(versions.map((row) => ({ id: row.id, ticketVersion: row.ticket_version }))),
    };
  }
}
