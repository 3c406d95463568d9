import { createHash, createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  doorPassNotFoundError,
  doorPassRefusal,
  doorPassState,
  err,
  MAX_PIN_ATTEMPTS,
  ok,
  pinFrom,
  requireEvent,
  validateNewDoorPass,
  type Clock,
  type DoorPass,
  type DoorPassRole,
  type DoorPassState,
  type IdGenerator,
  type NewDoorPassInput,
  type Result,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { SqlClient } from '../../platform/database/sql-client';
import { CLOCK, ID_GENERATOR, SECRET_CODES } from '../../platform/kernel/kernel.tokens';
import { SqlEventAccess } from '../event-access';

export interface DoorPassView {
  id: string;
  name: string;
  role: DoorPassRole;
  state: DoorPassState;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

/** A new pass as the host sees it once: its link's token and its PIN are never shown again. */
export interface NewDoorPassView extends DoorPassView {
  token: string;
  pin: string;
}

/** The door pass a device signed in with (kept in its session). */
export interface SignedInPass {
  passId: string;
  eventId: string;
  name: string;
  role: DoorPassRole;
}

interface PassRow {
  id: string;
  event_id: string;
  name: string;
  role: DoorPassRole;
  pin_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  failed_pins: number;
  last_used_at: Date | null;
}

const PASS_COLUMNS = `id, event_id, name, role, pin_hash, created_at, expires_at, revoked_at, failed_pins, last_used_at`;

/**
 * Door passes (issue 19 §2, ADR 0033). The host makes, lists and revokes them; a device signs in
 * with a pass's link and PIN. A wrong PIN counts in the same statement that checks it, so five
 * guesses at once lock the pass as surely as five in a row.
 */
@Injectable()
export class DoorPassesService {
  private readonly pinKey: Buffer;

  constructor(
    config: AppConfig,
    private readonly events: SqlEventAccess,
    private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(SECRET_CODES) private readonly secrets: IdGenerator,
  ) {
    this.pinKey = Buffer.from(
      hkdfSync('sha256', config.sessionSecret, 'nightlife', 'nightlife.door-pins.v1', 32),
    );
  }

  async create(eventId: string, callerId: string, input: NewDoorPassInput): Promise<Result<NewDoorPassView>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const [{ ends_at: endsAt }] = await this.sql.query<{ ends_at: Date | null }>(
      'select ends_at from events where id = ?::uuid',
      [eventId],
    );
    const now = this.clock.now();
    const valid = validateNewDoorPass(input, { startsAt: gated.value.event.startsAt, endsAt }, now);
    if (!valid.ok) return valid;
    const id = this.ids.next();
    const token = this.secrets.next();
    const pin = pinFrom(randomInt(1_000_000));
    const [row] = await this.sql.query<PassRow>(
      `insert into door_passes (id, event_id, name, role, token_hash, pin_hash, created_at, expires_at)
       values (?::uuid, ?::uuid, ?, ?, ?, ?, ?, ?) returning ${PASS_COLUMNS}`,
      [
        id,
        eventId,
        valid.value.name,
        valid.value.role,
        tokenHash(token),
        this.pinHash(id, pin),
        now,
        valid.value.expiresAt,
      ],
    );
    return ok({ ...this.view(row!, now), token, pin });
  }

  async list(eventId: string, callerId: string): Promise<Result<DoorPassView[]>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const rows = await this.sql.query<PassRow>(
      `select ${PASS_COLUMNS} from door_passes where event_id = ?::uuid order by created_at, id`,
      [eventId],
    );
    const now = this.clock.now();
    return ok(rows.map((row) => this.view(row, now)));
  }

  /** Revoked at once: the next request of a device signed in with it is refused. */
  async revoke(eventId: string, passId: string, callerId: string): Promise<Result<void>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const revoked = await this.sql.query(
      `update door_passes set revoked_at = coalesce(revoked_at, ?) where id = ?::uuid and event_id = ?::uuid returning id`,
      [this.clock.now(), passId, eventId],
    );
    return revoked.length === 0 ? err(doorPassNotFoundError()) : ok(undefined);
  }

  /** A device signs in with a pass's link token and PIN. */
  async signIn(eventId: string, token: string, pin: string): Promise<Result<SignedInPass>> {
    const now = this.clock.now();
    const [row] = await this.sql.query<PassRow>(
      `select ${PASS_COLUMNS} from door_passes where token_hash = ? and event_id = ?::uuid`,
      [tokenHash(token), eventId],
    );
    if (!row) return err(doorPassNotFoundError());
    const state = doorPassState(toPass(row), now);
    if (state !== 'active') return err(doorPassRefusal(state));
    if (!this.pinMatches(row, pin)) {
      const [counted] = await this.sql.query<{ failed_pins: number }>(
        'update door_passes set failed_pins = failed_pins + 1 where id = ?::uuid returning failed_pins',
        [row.id],
      );
      const failed = counted?.failed_pins ?? MAX_PIN_ATTEMPTS;
      return err(
        failed >= MAX_PIN_ATTEMPTS
          ? doorPassRefusal('locked')
          : doorPassRefusal('wrong-pin', MAX_PIN_ATTEMPTS - failed),
      );
    }
    // Only while still open: wrong PINs counted meanwhile may have locked it.
    const [opened] = await this.sql.query<PassRow>(
      `update door_passes set failed_pins = 0, last_used_at = ?
       where id = ?::uuid and failed_pins < ? and revoked_at is null and expires_at > ? returning ${PASS_COLUMNS}`,
      [now, row.id, MAX_PIN_ATTEMPTS, now],
    );
    if (!opened) return err(doorPassRefusal('locked'));
    return ok({ passId: opened.id, eventId: opened.event_id, name: opened.name, role: opened.role });
  }

  /** The pass a device's session names, while it is open for this event; else null. */
  async active(passId: string, eventId: string): Promise<SignedInPass | null> {
    const [row] = await this.sql.query<PassRow>(
      `select ${PASS_COLUMNS} from door_passes where id = ?::uuid and event_id = ?::uuid`,
      [passId, eventId],
    );
    if (!row || doorPassState(toPass(row), this.clock.now()) !== 'active') return null;
    return { passId: row.id, eventId: row.event_id, name: row.name, role: row.role };
  }

  private view(row: PassRow, now: Date): DoorPassView {
    return {
      id: row.id,
      name: row.name,
      role: row.role,
      state: doorPassState(toPass(row), now),
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    };
  }

  private pinHash(passId: string, pin: string): string {
    return createHmac('sha256', this.pinKey).update(`${passId}:${pin}`).digest('base64url');
  }

  private pinMatches(row: PassRow, pin: string): boolean {
    const given = Buffer.from(this.pinHash(row.id, pin));
    const stored = Buffer.from(row.pin_hash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toPass(row: PassRow): Pick<DoorPass, 'expiresAt' | 'revokedAt' | 'failedPins'> {
  return {
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    failedPins: row.failed_pins,
  };
}
