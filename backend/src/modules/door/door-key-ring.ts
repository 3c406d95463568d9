import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { SqlClient } from '../../platform/database/sql-client';
import { CLOCK } from '../../platform/kernel/kernel.tokens';

/** An event's door key as door devices get it: the raw Ed25519 public key, base64url. */
export interface DoorPublicKey {
  kid: string;
  publicKey: string;
  createdAt: Date;
}

interface KeyRow {
  kid: string;
  public_key: string;
  sealed_private_key: string;
  created_at: Date;
}

const ACTIVE_KEY_SQL = `select kid, public_key, sealed_private_key, created_at from event_door_keys
  where event_id = ?::uuid and retired_at is null`;

// A second maker of the event's first key (two guests opening their tickets at once) inserts
// nothing and reads the first one's key.
const INSERT_KEY_SQL = `insert into event_door_keys (kid, event_id, public_key, sealed_private_key, created_at)
  values (?, ?::uuid, ?, ?, ?) on conflict (event_id) where retired_at is null do nothing
  returning kid, public_key, sealed_private_key, created_at`;

// One statement: the active key retires and its successor is inserted, or neither.
const ROTATE_SQL = `with retired as (
    update event_door_keys set retired_at = ? where event_id = ?::uuid and retired_at is null returning kid
  )
  insert into event_door_keys (kid, event_id, public_key, sealed_private_key, created_at)
  select ?, ?::uuid, ?, ?, ? from (select count(*) from retired) as retired_first
  on conflict (event_id) where retired_at is null do nothing`;

/** Decrypted signing keys kept in memory (a key is unsealed once per process, not per ticket). */
const CACHED_KEYS = 1_000;

/**
 * The events' Ed25519 door keys (ADR 0030). The private key never leaves the server: it is stored
 * sealed with AES-256-GCM under a key derived from the session secret (bound to its kid and event),
 * and only this class unseals it to sign. One key per event is active; rotating retires it, and
 * codes signed by a retired key no longer verify at the door.
 */
@Injectable()
export class DoorKeyRing {
  private readonly sealingKey: Buffer;
  private readonly unsealed = new Map<string, KeyObject>();

  constructor(
    config: AppConfig,
    private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.sealingKey = Buffer.from(
      hkdfSync('sha256', config.sessionSecret, 'nightlife', 'nightlife.door-keys.v1', 32),
    );
  }

  /** The event's active key to sign with; made on first use. */
  async signingKey(eventId: string): Promise<{ kid: string; privateKey: KeyObject }> {
    const row = await this.activeKey(eventId);
    const cached = this.unsealed.get(row.kid);
    if (cached) return { kid: row.kid, privateKey: cached };
    const privateKey = this.unseal(row.sealed_private_key, row.kid, eventId);
    if (privateKey === null) {
      // Sealed under an earlier session secret: the key is lost to us, so it retires.
      await this.rotate(eventId);
      return this.signingKey(eventId);
    }
    if (this.unsealed.size >= CACHED_KEYS) this.unsealed.delete(this.unsealed.keys().next().value!);
    this.unsealed.set(row.kid, privateKey);
    return { kid: row.kid, privateKey };
  }

  /** The keys door devices verify with: the event's active one (made on first use). */
  async publicKeys(eventId: string): Promise<DoorPublicKey[]> {
    const row = await this.activeKey(eventId);
    return [{ kid: row.kid, publicKey: row.public_key, createdAt: new Date(row.created_at) }];
  }

  /** Retires the event's active key for a new one: every code signed so far stops verifying. */
  async rotate(eventId: string): Promise<void> {
    const made = this.makeKey(eventId);
    await this.sql.query(ROTATE_SQL, [this.clock.now(), eventId, ...made]);
  }

  private async activeKey(eventId: string): Promise<KeyRow> {
    const [active] = await this.sql.query<KeyRow>(ACTIVE_KEY_SQL, [eventId]);
    if (active) return active;
    const [inserted] = await this.sql.query<KeyRow>(INSERT_KEY_SQL, this.makeKey(eventId));
    return inserted ?? (await this.sql.query<KeyRow>(ACTIVE_KEY_SQL, [eventId]))[0]!;
  }

  /** A new key's row values: kid, event, public key, sealed private key, created. */
  private makeKey(eventId: string): [string, string, string, string, Date] {
    const kid = randomBytes(4).toString('hex');
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'jwk' }).x!;
    const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' });
    return [kid, eventId, raw, this.seal(pkcs8, kid, eventId), this.clock.now()];
  }

  private seal(secret: Buffer, kid: string, eventId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealingKey, iv);
    cipher.setAAD(Buffer.from(`${kid}.${eventId}`));
    const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
    return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  }

  private unseal(text: string, kid: string, eventId: string): KeyObject | null {
    const [format, iv, sealed, tag] = text.split('.');
    if (format !== 'v1' || !iv || !sealed || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealingKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${kid}.${eventId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const der = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return null;
    }
  }
}
