// What a door device keeps (issue 19 §3, ADR 0032): the event's keys, revocations and guest list
// as last synced, and every scan it made, in IndexedDB, so the door works with the network off.
// No email or phone number is ever stored: the server's door guest list carries none.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorGuest, DoorKey, RevokedTicket, ScanResult } from '../api/generated';

/** The event as the device last synced it. */
export interface SyncedEvent {
  eventId: string;
  eventTitle: string;
  startsAt: string;
  allowReentry: boolean;
  keys: DoorKey[];
  revoked: RevokedTicket[];
  guests: DoorGuest[];
  /** When the lists were asked for: they count every scan answered before. */
  syncedAt: string;
}

export type LocalVerdict = 'admitted' | 'duplicate' | 'invalid' | 'revoked' | 'exited';

/** A scan made on this device: what it said at the door, and what the server said once sent. */
export interface DeviceScan {
  scanId: string;
  eventId: string;
  code?: string;
  ticketId?: string;
  deviceId: string;
  scannedAt: string;
  kind: 'entry' | 'exit';
  count: number;
  /** The ticket the scan was about, when it named one. */
  about: string | null;
  local: {
    verdict: LocalVerdict;
    reason: string | null;
    name: string | null;
    party: number | null;
    reentry?: boolean;
  };
  /** The server's verdict; absent until the scan is sent. */
  server?: ScanResult;
  /** When the server's verdict came: a guest list synced after it counts the scan. */
  answeredAt?: string;
}

interface DoorDb extends DBSchema {
  events: { key: string; value: SyncedEvent };
  scans: { key: string; value: DeviceScan; indexes: { byEvent: string } };
  device: { key: string; value: string };
}

let opened: Promise<IDBPDatabase<DoorDb>> | null = null;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opened ??= openDB<DoorDb>('nightlife-door', 1, {
    upgrade(database) {
      database.createObjectStore('events', { keyPath: 'eventId' });
      database.createObjectStore('scans', { keyPath: 'scanId' }).createIndex('byEvent', 'eventId');
      database.createObjectStore('device');
    },
  });
  return opened;
}

export async function syncedEvent(eventId: string): Promise<SyncedEvent | undefined> {
  return (await db()).get('events', eventId);
}

export async function saveSyncedEvent(event: SyncedEvent): Promise<void> {
  await (await db()).put('events', event);
}

export async function scansOf(eventId: string): Promise<DeviceScan[]> {
  const scans = await (await db()).getAllFromIndex('scans', 'byEvent', eventId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function saveScans(scans: DeviceScan[]): Promise<void> {
  const tx = (await db()).transaction('scans', 'readwrite');
  await Promise.all([...scans.map((scan) => tx.store.put(scan)), tx.done]);
}

/** This device's name at the door, made once: the server tells doors apart by it. */
export async function deviceName(): Promise<string> {
  const database = await db();
  const stored = await database.get('device', 'name');
  if (stored) return stored;
  const made = `Door ${crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16).padStart(4, '0').toUpperCase()}`;
  await database.put('device', made, 'name');
  return made;
}

export async function renameDevice(name: string): Promise<void> {
  await (await db()).put('device', name, 'name');
}

/** The role of the door pass this device signed in with; null for the host's own session. */
export async function passRole(): Promise<string | null> {
  return (await (await db()).get('device', 'role')) ?? null;
}

export async function savePassRole(role: string): Promise<void> {
  await (await db()).put('device', role, 'role');
}
