import { describe, expect, it, beforeAll } from '@jest/globals';
import { encodeTicketPayload, ticketCodeText } from '@nightlife/domain';
import type { DeviceScan, SyncedEvent } from './door-db';
import { checkCode, DoorTally, refusedAfterSync } from './door-logic';

const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
const ANA = 'a0b1c2d3-e4f5-4a6b-9c8d-fedcba987654';
const NEW = 'b0b1c2d3-e4f5-4a6b-9c8d-fedcba987654';

let keys: CryptoKeyPair;
let synced: SyncedEvent;

/** A code signed with the test key, as the server signs them. */
async function codeFor(ticketId: string, version: number, party = 3): Promise<string> {
  const payload = encodeTicketPayload({
    kid: '0a1b2c3d',
    eventId: EVENT,
    ticketId,
    tier: 'general',
    party,
    version,
  });
  return ticketCodeText(
    payload,
    new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, new Uint8Array(payload))),
  );
}

const scan = (fields: Partial<DeviceScan>): DeviceScan => ({
  scanId: crypto.randomUUID(),
  eventId: EVENT,
  deviceId: 'Door A',
  scannedAt: '2030-06-15T22:00:00.000Z',
  kind: 'entry',
  count: 1,
  about: ANA,
  local: { verdict: 'admitted', reason: null, name: 'Ana Ruiz', party: 3 },
  ...fields,
});

beforeAll(async () => {
  keys = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair;
  const bytes = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const raw = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  synced = {
    eventId: EVENT,
    eventTitle: 'Door Night',
    startsAt: '2030-06-15T22:00:00.000Z',
    allowReentry: false,
    keys: [{ kid: '0a1b2c3d', publicKey: raw, createdAt: '2030-06-01T00:00:00.000Z' }],
    revoked: [{ ticketId: ANA, throughVersion: 1 }],
    guests: [
      {
        ticketId: ANA,
        name: 'Ana Ruiz',
        partySize: 3,
        tier: 'general',
        version: 2,
        arrived: 1,
        inside: 1,
        firstEntry: null,
      },
    ],
    syncedAt: '2030-06-15T21:00:00.000Z',
  };
});

describe('the door on this device', () => {
  it('checks a code offline: the synced key, the revocations, and the seats already taken', async () => {
    const check = await checkCode(await codeFor(ANA, 2), new DoorTally(synced, [scan({})]));
    expect(check).toEqual({
      kind: 'ticket',
      ticketId: ANA,
      name: 'Ana Ruiz',
      party: 3,
      tier: 'general',
      arrived: 2,
      inside: 2,
      firstEntry: { at: '2030-06-15T22:00:00.000Z', deviceId: 'Door A' },
    });
    expect(await checkCode(await codeFor(ANA, 1), new DoorTally(synced, []))).toMatchObject({
      kind: 'refused',
      verdict: 'revoked',
    });
    const forged = (await codeFor(ANA, 2)).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await checkCode(forged, new DoorTally(synced, []))).toMatchObject({
      kind: 'refused',
      reason: 'Forged or altered code',
    });
    // Issued after the last sync: the signature vouches for it, without a name.
    expect(await checkCode(await codeFor(NEW, 1, 1), new DoorTally(synced, []))).toMatchObject({
      kind: 'ticket',
      name: null,
      party: 1,
      arrived: 0,
    });
  });

  it("counts a party's seats from the synced list and the scans the list does not include yet", () => {
    const sent = scan({
      server: { ...serverResult('admitted'), admitted: 1 },
      answeredAt: '2030-06-15T21:01:00.000Z',
    });
    // Answered before the lists were synced (21:00): the list counts it already.
    const settled = scan({
      server: { ...serverResult('admitted'), admitted: 1 },
      answeredAt: '2030-06-15T20:59:00.000Z',
    });
    const duplicate = scan({ local: { verdict: 'duplicate', reason: null, name: null, party: null } });
    expect(new DoorTally(synced, [scan({ count: 2 }), sent, settled, duplicate]).arrived(ANA)).toBe(
      1 + 2 + 1,
    );
    expect(
      new DoorTally(synced, [
        scan({}),
        scan({ kind: 'exit', local: { ...scan({}).local, verdict: 'exited' } }),
      ]).stats(),
    ).toEqual({ arrived: 2, inside: 1, expected: 3 });
  });

  it('counts who is inside: the synced figure, plus those let in, less those let out since', () => {
    const exit = scan({
      kind: 'exit',
      local: { verdict: 'exited', reason: null, name: 'Ana Ruiz', party: 3 },
    });
    const back = scan({
      local: { verdict: 'admitted', reason: null, name: 'Ana Ruiz', party: 3, reentry: true },
    });
    expect(new DoorTally(synced, [scan({ count: 2 }), exit]).inside(ANA)).toBe(1 + 2 - 1);
    // A re-entry lets someone in again without making them arrive twice.
    expect(new DoorTally(synced, [exit, back]).inside(ANA)).toBe(1);
    expect(new DoorTally(synced, [exit, back]).arrived(ANA)).toBe(1);
  });

  it('lists the admissions the server refused once it heard of them', () => {
    const late = scan({ server: serverResult('duplicate') });
    expect(refusedAfterSync([late, scan({ server: serverResult('admitted') }), scan({})])).toEqual([late]);
  });
});

function serverResult(verdict: 'admitted' | 'duplicate') {
  return {
    scanId: 'x',
    verdict,
    reason: null,
    ticketId: ANA,
    guestName: 'Ana Ruiz',
    partySize: 3,
    admitted: verdict === 'admitted' ? 1 : 0,
    arrived: 2,
    firstEntry: { at: '2030-06-15T21:30:00.000Z', deviceId: 'Door B' },
  };
}
