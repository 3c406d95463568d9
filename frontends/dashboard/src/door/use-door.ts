// The door app's state on this device (issue 19 §3): what was synced, the scans made, whether the
// network is there, and the sync that sends scans and fetches the lists (at once when the network
// returns, and every 10 s while online).
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_SCANS_PER_BATCH } from '@nightlife/domain';
import type { CheckInResults, DoorGuestList, DoorKeys, DoorStats } from '../api/generated';
import {
  deviceName,
  passRole,
  savePassRole,
  renameDevice,
  saveScans,
  saveSyncedEvent,
  scansOf,
  syncedEvent,
  type DeviceScan,
  type LocalVerdict,
  type SyncedEvent,
} from './door-db';

export const SYNC_EVERY_MS = 10_000;
export const STATS_EVERY_MS = 2_000;
/** Scans are sent this long after the last one of a burst (while online). */
export const SYNC_AFTER_SCAN_MS = 1_000;

export interface NewScan {
  code?: string;
  ticketId?: string;
  kind: 'entry' | 'exit';
  count: number;
  about: string | null;
  local: {
    verdict: LocalVerdict;
    reason: string | null;
    name: string | null;
    party: number | null;
    reentry?: boolean;
  };
}

/** Why the server refused the door's requests: sign in, or the event is not this account's. */
export class DoorAccessError extends Error {}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (res.status === 401 || res.status === 404) throw new DoorAccessError(String(res.status));
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status === 401 || res.status === 404) throw new DoorAccessError(String(res.status));
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

export function useDoor(eventId: string) {
  const [synced, setSynced] = useState<SyncedEvent | null>(null);
  const [scans, setScans] = useState<DeviceScan[]>([]);
  const [device, setDevice] = useState<string | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [offlineSince, setOfflineSince] = useState<Date | null>(() => (navigator.onLine ? null : new Date()));
  const [serverStats, setServerStats] = useState<DoorStats | null>(null);
  const [problem, setProblem] = useState<'access' | 'unreachable' | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [role, setRole] = useState<string | null>(null);
  /** A sync is under way: scans may be sent and the lists not read yet (a screen reader hears it). */
  const [syncBusy, setSyncBusy] = useState(false);
  const syncing = useRef<Promise<void> | null>(null);
  const syncSoon = useRef<ReturnType<typeof setTimeout> | null>(null);
  /**
   * The scans' IndexedDB writes, one after the other, each taking every scan made since the last
   * (a burst of scans is one transaction): a sync sends only what is written.
   */
  const writes = useRef<Promise<void>>(Promise.resolve());
  const unwritten = useRef<DeviceScan[]>([]);

  const reload = useCallback(async () => {
    const [event, made] = await Promise.all([syncedEvent(eventId), scansOf(eventId)]);
    setSynced(event ?? null);
    setScans(made);
  }, [eventId]);

  const runSync = useCallback(async () => {
    await writes.current;
    const base = `/api/events/${eventId}`;
    const unsent = (await scansOf(eventId)).filter((scan) => !scan.server);
    for (let i = 0; i < unsent.length; i += MAX_SCANS_PER_BATCH) {
      const batch = unsent.slice(i, i + MAX_SCANS_PER_BATCH);
      const { results } = await postJson<CheckInResults>(`${base}/check-ins`, {
        scans: batch.map(({ scanId, code, ticketId, deviceId, scannedAt, kind, count }) => ({
          scanId,
          ...(code ? { code } : { ticketId }),
          deviceId,
          scannedAt,
          kind,
          count,
        })),
      });
      const byId = new Map(results.map((result) => [result.scanId, result]));
      const answeredAt = new Date().toISOString();
      await saveScans(batch.map((scan) => ({ ...scan, server: byId.get(scan.scanId), answeredAt })));
      // Sent: nothing waits any more, whatever the lists' sync below takes.
      await reload();
    }
    // The lists are read after every answer so far: their counts include those scans.
    const listedAt = new Date().toISOString();
    const [keys, list, stats] = await Promise.all([
      getJson<DoorKeys>(`${base}/door/keys`),
      getJson<DoorGuestList>(`${base}/door/guests`),
      getJson<DoorStats>(`${base}/door/stats`),
    ]);
    await saveSyncedEvent({
      eventId,
      eventTitle: list.eventTitle,
      startsAt: list.startsAt,
      allowReentry: list.allowReentry,
      keys: keys.keys,
      revoked: keys.revoked,
      guests: list.guests,
      syncedAt: listedAt,
    });
    setServerStats(stats);
    setProblem(null);
  }, [eventId, reload]);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    if (!syncing.current) {
      setSyncBusy(true);
      syncing.current = runSync()
        .catch((error: unknown) => setProblem(error instanceof DoorAccessError ? 'access' : 'unreachable'))
        .finally(() => (syncing.current = null));
    }
    await syncing.current;
    await reload();
    if (!syncing.current) setSyncBusy(false);
  }, [runSync, reload]);

  useEffect(() => {
    const open = async () => {
      const [event, made, name, held] = await Promise.all([
        syncedEvent(eventId),
        scansOf(eventId),
        deviceName(),
        passRole(),
      ]);
      setRole(held);
      setSynced(event ?? null);
      setScans(made);
      setDevice(name);
      setLoaded(true);
      await sync();
    };
    void open();
    const goOnline = () => {
      setOnline(true);
      setOfflineSince(null);
      void sync();
    };
    const goOffline = () => {
      setOnline(false);
      setOfflineSince(new Date());
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS);
    // The figures at the top follow every door within 2 s while the network is there.
    const live = setInterval(() => {
      if (!navigator.onLine) return;
      void getJson<DoorStats>(`/api/events/${eventId}/door/stats`)
        .then(setServerStats)
        .catch(() => {});
    }, STATS_EVERY_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(timer);
      clearInterval(live);
      if (syncSoon.current) clearTimeout(syncSoon.current);
    };
  }, [eventId, sync]);

  /**
   * Keeps a scan on the device: counted at once, written to IndexedDB, and sent with a sync soon
   * after (one sync for a burst of scans).
   */
  const record = useCallback(
    async (scan: NewScan) => {
      const made: DeviceScan = {
        scanId: crypto.randomUUID(),
        eventId,
        deviceId: device ?? 'Door',
        scannedAt: new Date().toISOString(),
        ...scan,
      };
      setScans((kept) => [...kept, made]);
      unwritten.current.push(made);
      writes.current = writes.current.then(async () => {
        const batch = unwritten.current.splice(0);
        if (batch.length > 0) await saveScans(batch);
      });
      await writes.current;
      syncSoon.current ??= setTimeout(() => {
        syncSoon.current = null;
        void sync();
      }, SYNC_AFTER_SCAN_MS);
      return made;
    },
    [eventId, device, sync],
  );

  /** Signs this device in with a door pass's link secret and PIN; answers the refusal, if any. */
  const signInWithPass = useCallback(
    async (token: string, pin: string): Promise<string | null> => {
      const res = await fetch(`/api/events/${eventId}/door/passes/sign-in`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ token, pin }),
      }).catch(() => null);
      if (res === null) return 'No network: connect to sign in with the pass.';
      if (!res.ok) {
        const problem = (await res.json().catch(() => ({}))) as {
          detail?: string;
          errors?: { message: string }[];
        };
        return problem.errors?.[0]?.message ?? problem.detail ?? 'The pass was refused.';
      }
      // The door tells its scans apart by the pass's name.
      const pass = (await res.json()) as { name: string; role: string };
      await Promise.all([renameDevice(pass.name), savePassRole(pass.role)]);
      setDevice(pass.name);
      setRole(pass.role);
      await sync();
      return null;
    },
    [eventId, sync],
  );

  /**
   * A supervisor's (or the host's) override of a scan, with the reason kept on the server: the scan
   * is sent first, and the lists are synced after. Answers the refusal, if any.
   */
  const override = useCallback(
    async (scanId: string, kind: 'undo' | 'admit', reason: string): Promise<string | null> => {
      await sync();
      const res = await fetch(`/api/events/${eventId}/check-ins/${encodeURIComponent(scanId)}/${kind}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ reason }),
      }).catch(() => null);
      if (res === null) return 'No network: try again when it is back.';
      if (!res.ok) {
        const problem = (await res.json().catch(() => ({}))) as {
          detail?: string;
          errors?: { message: string }[];
        };
        return problem.errors?.[0]?.message ?? problem.detail ?? 'The override was refused.';
      }
      await sync();
      return null;
    },
    [eventId, sync],
  );

  return {
    loaded,
    synced,
    scans,
    device,
    online,
    offlineSince,
    serverStats,
    problem,
    syncBusy,
    sync,
    record,
    signInWithPass,
    override,
    /** Supervisor powers: the host's session, or a supervisor pass. */
    supervises: role === null || role === 'supervisor',
  };
}
