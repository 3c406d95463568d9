// The door's decisions on this device (issue 19 §3, ADR 0032): a code is checked against the
// synced public key with WebCrypto Ed25519 and judged by the domain's judgeOffline; the seats of a
// party are counted from the synced guest list plus this device's scans the list does not include yet.
import { judgeOffline, readTicketCode, type ReadTicketCode } from '@nightlife/domain';
import type { DoorGuest, DoorKey } from '../api/generated';
import type { DeviceScan, SyncedEvent } from './door-db';

const importedKeys = new Map<string, Promise<CryptoKey>>();

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Whether the code's signature verifies with the synced key it names. */
export async function signedByEvent(read: ReadTicketCode, keys: readonly DoorKey[]): Promise<boolean> {
  const key = keys.find((k) => k.kid === read.payload.kid);
  if (!key) return false;
  let imported = importedKeys.get(key.publicKey);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', fromBase64Url(key.publicKey), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    importedKeys.set(key.publicKey, imported);
  }
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    await imported,
    new Uint8Array(read.signature),
    new Uint8Array(read.signed),
  );
}

/** Whether the synced lists already count this scan (they were asked for after its answer). */
export function settled(scan: DeviceScan, synced: SyncedEvent): boolean {
  return scan.answeredAt !== undefined && scan.answeredAt <= synced.syncedAt;
}

/** How many people a scan let in, by the server's answer once it has one. */
function letIn(scan: DeviceScan): number {
  if (scan.kind !== 'entry') return 0;
  if (scan.server) return scan.server.admitted;
  return scan.local.verdict === 'admitted' ? scan.count : 0;
}

/**
 * The door's counts on this device, made in one pass: for each ticket, how many of its party came
 * (first entries) and are inside now, from the synced guest list plus this device's scans the list
 * does not count yet (not settled); and the figures for the whole door.
 */
export class DoorTally {
  private readonly guests = new Map<string, DoorGuest>();
  private readonly deltas = new Map<string, { arrived: number; inside: number }>();
  private readonly firstHere = new Map<string, { at: string; deviceId: string }>();

  constructor(
    readonly synced: SyncedEvent,
    scans: readonly DeviceScan[],
  ) {
    for (const guest of synced.guests) this.guests.set(guest.ticketId, guest);
    for (const scan of scans) {
      if (scan.about === null) continue;
      if (scan.local.verdict === 'admitted' && !this.firstHere.has(scan.about)) {
        this.firstHere.set(scan.about, { at: scan.scannedAt, deviceId: scan.deviceId });
      }
      if (settled(scan, synced)) continue;
      const delta = this.deltas.get(scan.about) ?? { arrived: 0, inside: 0 };
      const people = letIn(scan);
      if (!scan.local.reentry) delta.arrived += people;
      delta.inside += people - (scan.local.verdict === 'exited' ? scan.count : 0);
      this.deltas.set(scan.about, delta);
    }
  }

  guest(ticketId: string): DoorGuest | null {
    return this.guests.get(ticketId) ?? null;
  }

  /** How many of the ticket's party have come (first entries). */
  arrived(ticketId: string): number {
    return (this.guests.get(ticketId)?.arrived ?? 0) + (this.deltas.get(ticketId)?.arrived ?? 0);
  }

  /** How many of the ticket's party are inside now. */
  inside(ticketId: string): number {
    return (this.guests.get(ticketId)?.inside ?? 0) + (this.deltas.get(ticketId)?.inside ?? 0);
  }

  /** When and where the ticket first came in, as far as this device knows. */
  firstEntry(ticketId: string): { at: string; deviceId: string } | null {
    return this.guests.get(ticketId)?.firstEntry ?? this.firstHere.get(ticketId) ?? null;
  }

  /** The door's figures as this device knows them: arrived, inside, and expected. */
  stats(): { arrived: number; inside: number; expected: number } {
    let arrived = 0;
    let inside = 0;
    let expected = 0;
    for (const guest of this.synced.guests) {
      arrived += guest.arrived;
      inside += guest.inside;
      expected += guest.partySize;
    }
    for (const delta of this.deltas.values()) {
      arrived += delta.arrived;
      inside += delta.inside;
    }
    return { arrived, inside: Math.max(0, inside), expected };
  }
}

/** What the door shows for a scanned code or a guest picked by name. */
export type DoorCheck =
  | { kind: 'refused'; verdict: 'invalid' | 'revoked'; reason: string; ticketId: string | null }
  | {
      kind: 'ticket';
      ticketId: string;
      name: string | null;
      party: number;
      tier: DoorGuest['tier'];
      arrived: number;
      inside: number;
      firstEntry: { at: string; deviceId: string } | null;
    };

/** Checks a code offline: signature, revocations and guest list as synced, then the party's seats. */
export async function checkCode(code: string, tally: DoorTally): Promise<DoorCheck> {
  const { synced } = tally;
  const read = readTicketCode(code);
  const signed = read !== null && (await signedByEvent(read, synced.keys));
  const ticketId = read?.payload.ticketId ?? null;
  const guest = ticketId ? tally.guest(ticketId) : null;
  const revoked = ticketId ? synced.revoked.find((r) => r.ticketId === ticketId) : undefined;
  const judged = judgeOffline(read, signed, synced.eventId, {
    ticket: guest && { name: guest.name, party: guest.partySize, version: guest.version },
    revokedThrough: revoked?.throughVersion ?? null,
  });
  if (!judged.ok) return { kind: 'refused', ...judged.error, ticketId: signed ? ticketId : null };
  return ticketCheck(judged.value.ticketId, judged.value.name, judged.value.party, judged.value.tier, tally);
}

/** A guest picked by name from the synced list. */
export function checkGuest(guest: DoorGuest, tally: DoorTally): DoorCheck {
  return ticketCheck(guest.ticketId, guest.name, guest.partySize, guest.tier, tally);
}

function ticketCheck(
  ticketId: string,
  name: string | null,
  party: number,
  tier: DoorGuest['tier'],
  tally: DoorTally,
): DoorCheck {
  return {
    kind: 'ticket',
    ticketId,
    name,
    party,
    tier,
    arrived: tally.arrived(ticketId),
    inside: tally.inside(ticketId),
    firstEntry: tally.firstEntry(ticketId),
  };
}

/** Scans this device admitted that the server refused once it heard of them (another door was first). */
export function refusedAfterSync(scans: readonly DeviceScan[]): DeviceScan[] {
  return scans.filter(
    (scan) => scan.local.verdict === 'admitted' && scan.server && scan.server.verdict !== 'admitted',
  );
}
