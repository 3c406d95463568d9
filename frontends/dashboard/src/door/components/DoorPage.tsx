import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { pageTitle } from '@nightlife/domain';
import { Button, EmptyState, Input, Spinner, useDocumentTitle } from '@nightlife/ui';
import type { DoorGuest } from '../../api/generated';
import { checkCode, checkGuest, DoorTally, refusedAfterSync, type DoorCheck } from '../door-logic';
import { useDoor, type NewScan } from '../use-door';
import type { DeviceScan } from '../door-db';
import { PassSignIn } from './PassSignIn';
import { SupervisorActions } from './SupervisorActions';
import { QrScanner } from './QrScanner';
import { Verdict, type Shown } from './Verdict';
import '../door.css';

const timeOf = (iso: string | Date) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The door's service worker keeps this page and its files for the nights the network drops. */
function useOfflinePage() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void (async () => {
      const registration = await navigator.serviceWorker.register('/door-sw.js', { scope: '/door/' });
      const worker =
        registration.active ?? (await activated(registration.installing ?? registration.waiting));
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(location.origin) && !url.includes('/api/'));
      worker?.postMessage({ type: 'keep', urls: [location.href, '/remotes.json', ...files] });
    })();
  }, []);
}

function activated(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (worker === null || worker.state === 'activated') return Promise.resolve(worker);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
    });
  });
}

/**
 * The door app (issue 19 §3, ADR 0032): phone-first, for the host at the door. Scans with the
 * camera or finds guests by name, and decides at once from what it last synced, with the network
 * or without; the server has the last word when the scans are sent.
 */
export function DoorPage() {
  const { eventId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const passToken = search.get('pass');
  const door = useDoor(eventId);
  const [mode, setMode] = useState<'entry' | 'exit'>('entry');
  const [shown, setShown] = useState<Shown | null>(null);
  const [query, setQuery] = useState('');
  const [pasted, setPasted] = useState('');
  const [last, setLast] = useState<DeviceScan | null>(null);
  useOfflinePage();

  const { synced, scans } = door;
  useDocumentTitle(pageTitle(synced ? `Door: ${synced.eventTitle}` : 'Door'));
  const tally = useMemo(() => (synced ? new DoorTally(synced, scans) : null), [synced, scans]);
  const stats = useMemo(() => tally?.stats() ?? null, [tally]);
  const conflicts = useMemo(() => refusedAfterSync(scans), [scans]);
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase();
    if (!synced || words.length < 2) return [];
    return synced.guests.filter((guest) => guest.name.toLowerCase().includes(words)).slice(0, 8);
  }, [synced, query]);

  if (!door.loaded) return <Spinner size="lg" label="Opening the door" />;
  // Opened from a door pass's link, and not signed in with it yet (or the pass was revoked).
  if (passToken && (door.problem === 'access' || !synced)) {
    return (
      <div className="door">
        <PassSignIn
          onSubmit={async (pin) => {
            const refusal = await door.signInWithPass(passToken, pin);
            // Signed in: the link's secret is no longer needed in the address bar.
            if (refusal === null) setSearch({}, { replace: true });
            return refusal;
          }}
        />
      </div>
    );
  }
  if (!synced) {
    return (
      <div className="door">
        <EmptyState
          icon="🚪"
          title={door.problem === 'access' ? 'Not your door' : 'Not synced yet'}
          description={
            door.problem === 'access'
              ? "Sign in as the event's host, or open the door pass link the host sent you."
              : 'Connect once to load the guest list; then the door works without the network.'
          }
        />
      </div>
    );
  }

  const keep = async (scan: Omit<NewScan, 'kind'>) => setLast(await door.record({ ...scan, kind: mode }));

  /** What the door does with a check: refuse, admit (asking how many of a party), or let out. */
  const act = async (check: DoorCheck, by: { code?: string; ticketId?: string }) => {
    if (check.kind === 'refused') {
      setShown({ kind: 'invalid', reason: check.reason });
      await keep({
        ...by,
        count: 1,
        about: check.ticketId,
        local: { verdict: check.verdict, reason: check.reason, name: null, party: null },
      });
      return;
    }
    const who = { name: check.name, party: check.party };
    if (mode === 'exit') {
      if (check.inside <= 0) {
        setShown({ kind: 'invalid', reason: `${check.name ?? 'This guest'} is not inside` });
        await keep({
          ...by,
          count: 1,
          about: check.ticketId,
          local: { verdict: 'invalid', reason: 'Not inside', ...who },
        });
        return;
      }
      setShown({ kind: 'exited', name: check.name, inside: check.inside - 1, party: check.party });
      await keep({
        ...by,
        count: 1,
        about: check.ticketId,
        local: { verdict: 'exited', reason: null, ...who },
      });
      return;
    }
    const left = check.party - check.arrived;
    // Everyone came already: those who left may come back where the host allows re-entry.
    const back = left <= 0 && synced.allowReentry ? check.party - check.inside : 0;
    if (left <= 0 && back <= 0) {
      setShown({ kind: 'already', name: check.name, party: check.party, firstEntry: check.firstEntry });
      await keep({
        ...by,
        count: 1,
        about: check.ticketId,
        local: { verdict: 'duplicate', reason: null, ...who },
      });
      return;
    }
    const reentry = left <= 0;
    const admit = async (count: number) => {
      setShown({
        kind: 'admitted',
        name: check.name,
        party: check.party,
        arrived: reentry ? check.inside + count : check.arrived + count,
        tier: check.tier,
        reentry,
      });
      await keep({
        ...by,
        count,
        about: check.ticketId,
        local: { verdict: 'admitted', reason: null, reentry, ...who },
      });
    };
    const most = reentry ? back : left;
    if (most === 1) await admit(1);
    else
      setShown({
        kind: 'choose',
        name: check.name,
        party: check.party,
        arrived: reentry ? check.inside : check.arrived,
        most,
        tier: check.tier,
        reentry,
        admit,
      });
  };

  const onCode = async (code: string) => act(await checkCode(code, tally!), { code });
  const onGuest = async (guest: DoorGuest) => {
    setQuery('');
    await act(checkGuest(guest, tally!), { ticketId: guest.ticketId });
  };
  const waiting = scans.filter((scan) => !scan.server).length;

  return (
    <div className="door">
      <link rel="manifest" href="/door.webmanifest" />
      <header className="door__header">
        <h1 className="door__title">{synced.eventTitle}</h1>
        <p className="door__sync" role="status" aria-busy={door.syncBusy}>
          {door.device} · synced {timeOf(synced.syncedAt)}
          {waiting > 0 && ` · ${waiting} scan${waiting === 1 ? '' : 's'} waiting to send`}
        </p>
      </header>

      {!door.online && (
        <div className="door__offline" role="alert">
          <strong>Offline since {timeOf(door.offlineSince ?? new Date())}.</strong> Scans are kept on this
          phone and sent when the network returns. Until then another door may admit the same ticket.
        </div>
      )}
      {door.problem === 'access' && (
        <div className="door__offline" role="alert">
          This device no longer opens this door (the pass was revoked or has expired, or you signed out).
          Scans stay on this phone: open a new door pass link, or sign in as the host, to send them.
        </div>
      )}
      {door.online && door.problem === 'unreachable' && (
        <div className="door__offline" role="alert">
          The server did not answer: scans are kept on this phone and sent at the next try.
        </div>
      )}

      <dl className="door__stats" aria-label="Headcount">
        <div>
          <dt>Inside</dt>
          <dd>{door.online && door.serverStats ? door.serverStats.inside : stats!.inside}</dd>
        </div>
        <div>
          <dt>Arrived</dt>
          <dd>{door.online && door.serverStats ? door.serverStats.arrived : stats!.arrived}</dd>
        </div>
        <div>
          <dt>Expected</dt>
          <dd>{stats!.expected}</dd>
        </div>
      </dl>
      {/* The live view for the host and supervisors: every door's figures, every 2 s. */}
      {door.supervises && door.online && door.serverStats && (
        <p className="door__doors" aria-label="Every door">
          No-shows {door.serverStats.noShows}
          {door.serverStats.doors.map((each) => (
            <span key={each.deviceId}>
              {' · '}
              {each.deviceId}: {each.arrived} in, {each.exited} out
            </span>
          ))}
        </p>
      )}

      <div className="door__mode" role="radiogroup" aria-label="Scanning">
        {(['entry', 'exit'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={mode === kind}
            className="door__mode-option"
            onClick={() => setMode(kind)}
          >
            {kind === 'entry' ? 'Entry' : 'Exit'}
          </button>
        ))}
      </div>

      <Verdict
        shown={shown}
        onDone={() => {
          setShown(null);
          setLast(null);
        }}
      />
      {door.supervises && last && shown && shown.kind !== 'choose' && (
        <SupervisorActions
          key={last.scanId}
          scan={last}
          online={door.online}
          onOverride={(kind, reason) => door.override(last.scanId, kind, reason)}
        />
      )}

      <QrScanner onCode={(code) => void onCode(code)} />

      <section className="door__find" aria-labelledby="door-find">
        <h2 id="door-find" className="door__subtitle">
          Find a guest
        </h2>
        <Input
          type="search"
          aria-label="Guest name"
          placeholder="Type a name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {matches.length > 0 && (
          <ul className="door__guests" aria-label="Guests found">
            {matches.map((guest) => {
              const check = checkGuest(guest, tally!);
              const arrived = check.kind === 'ticket' ? check.arrived : 0;
              return (
                <li key={guest.ticketId}>
                  <button type="button" className="door__guest" onClick={() => void onGuest(guest)}>
                    <span>{guest.name}</span>
                    <span className="door__guest-meta">
                      {arrived} of {guest.partySize} in
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <form
          className="door__paste"
          onSubmit={(event) => {
            event.preventDefault();
            if (pasted.trim()) void onCode(pasted.trim());
            setPasted('');
          }}
        >
          <Input
            aria-label="Ticket code"
            placeholder="Or paste a ticket code"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Check
          </Button>
        </form>
      </section>

      {conflicts.length > 0 && (
        <section className="door__conflicts" aria-labelledby="door-conflicts">
          <h2 id="door-conflicts" className="door__subtitle">
            Refused after sync
          </h2>
          <ul>
            {conflicts.map((scan) => (
              <li key={scan.scanId}>
                {scan.local.name ?? 'A guest'} admitted here at {timeOf(scan.scannedAt)}:{' '}
                {scan.server!.verdict === 'duplicate' && scan.server!.firstEntry
                  ? `already in since ${timeOf(scan.server!.firstEntry.at)} at ${scan.server!.firstEntry.deviceId}`
                  : (scan.server!.reason ?? scan.server!.verdict)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
