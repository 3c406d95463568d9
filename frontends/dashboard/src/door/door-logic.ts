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

/** This device's scans that the synced guest list does not count yet. */
function unsettled(ticketId: string, scans: readonly DeviceScan[]): DeviceScan[] {
  return scans.filter((scan) => scan.about === ticketId && !scan.settled);
}

/** How many people a scan let in, by the server's answer once it has one. */
function letIn(scan: DeviceScan): number {
  if (scan.kind !== 'entry') return 0;
  if (scan.server) return scan.server.admitted;
  return scan.local.verdict === 'admitted' ? scan.count : 0;
}

/** How many of the ticket's party have come (first entries): the synced count plus this device's since. */
export function arrivedOf(ticketId: string, synced: SyncedEvent, scans: readonly DeviceScan[]): number {
  const listed = synced.guests.find((guest) => guest.ticketId === ticketId)?.arrived ?? 0;
  return unsettled(ticketId, scans)
    .filter((scan) => !scan.local.reentry)
    .reduce((sum, scan) => sum + letIn(scan), listed);
}

/** How many of the ticket's party are inside now: the synced count, plus those let in, less those let out since. */
export function insideOf(ticketId: string, synced: SyncedEvent, scans: readonly DeviceScan[]): number {
  const listed = synced.guests.find((guest) => guest.ticketId === ticketId)?.inside ?? 0;
  return unsettled(ticketId, scans).reduce(
    (sum, scan) => sum + letIn(scan) - (scan.local.verdict === 'exited' ? scan.count : 0),
    listed,
  );
}

/** When and where the ticket first came in, as far as this device knows. */
export function firstEntryOf(
  ticketId: string,
  synced: SyncedEvent,
  scans: readonly DeviceScan[],
): { at: string; deviceId: string } | null {
  const listed = synced.guests.find((guest) => guest.ticketId === ticketId)?.firstEntry;
  if (listed) return listed;
  const local = scans.find((scan) => scan.about === ticketId && scan.local.verdict === 'admitted');
  return local ? { at: local.scannedAt, deviceId: local.deviceId } : null;
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
export async function checkCode(
  code: string,
  synced: SyncedEvent,
  scans: readonly DeviceScan[],
): Promise<DoorCheck> {
  const read = readTicketCode(code);
  const signed = read !== null && (await signedByEvent(read, synced.keys));
  const ticketId = read?.payload.ticketId ?? null;
  const guest = ticketId ? (synced.guests.find((g) => g.ticketId === ticketId) ?? null) : null;
  const revoked = ticketId ? synced.revoked.find((r) => r.ticketId === ticketId) : undefined;
  const judged = judgeOffline(read, signed, synced.eventId, {
    ticket: guest && { name: guest.name, party: guest.partySize, version: guest.version },
    revokedThrough: revoked?.throughVersion ?? null,
  });
  if (!judged.ok) return { kind: 'refused', ...judged.error, ticketId: signed ? ticketId : null };
  return ticketCheck(
    judged.value.ticketId,
    judged.value.name,
    judged.value.party,
    judged.value.tier,
    synced,
    scans,
  );
}

/** A guest picked by name from the synced list. */
export function checkGuest(guest: DoorGuest, synced: SyncedEvent, scans: readonly DeviceScan[]): DoorCheck {
  return ticketCheck(guest.ticketId, guest.name, guest.partySize, guest.tier, synced, scans);
}

function ticketCheck(
  ticketId: string,
  name: string | null,
  party: number,
  tier: DoorGuest['tier'],
  synced: SyncedEvent,
  scans: readonly DeviceScan[],
): DoorCheck {
  return {
    kind: 'ticket',
    ticketId,
    name,
    party,
    tier,
    arrived: arrivedOf(ticketId, synced, scans),
    inside: insideOf(ticketId, synced, scans),
    firstEntry: firstEntryOf(ticketId, synced, scans),
  };
}

/** The door's figures as this device knows them: arrived, inside, and expected. */
export function localStats(synced: SyncedEvent, scans: readonly DeviceScan[]) {
  const tickets = new Set([
    ...synced.guests.map((g) => g.ticketId),
    ...scans.flatMap((s) => (s.about ? [s.about] : [])),
  ]);
  let arrived = 0;
  let inside = 0;
  for (const ticketId of tickets) {
    arrived += arrivedOf(ticketId, synced, scans);
    inside += insideOf(ticketId, synced, scans);
  }
  const expected = synced.guests.reduce((sum, guest) => sum + guest.partySize, 0);
  return { arrived, inside: Math.max(0, inside), expected };
}

/** Scans this device admitted that the server refused once it heard of them (another door was first). */
export function refusedAfterSync(scans: readonly DeviceScan[]): DeviceScan[] {
  return scans.filter(
    (scan) => scan.local.verdict === 'admitted' && scan.server && scan.server.verdict !== 'admitted',
  );
}
