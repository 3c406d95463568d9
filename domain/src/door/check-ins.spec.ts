import {
  checkInListCsv,
  judgeOffline,
  judgeScan,
  doorStats,
  validateScanBatch,
  MAX_SCANS_PER_BATCH,
  type ScanFacts,
} from './check-ins.js';
import { encodeTicketPayload, readTicketCode, ticketCodeText, type DoorTicket } from './door-ticket.js';

const ticket: DoorTicket = {
  ticketId: 'a0b1c2d3-e4f5-4a6b-9c8d-fedcba987654',
  eventId: '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab',
  tier: 'general',
  party: 2,
  version: 2,
};
const codeOf = (fields: Partial<DoorTicket> = {}) =>
  ticketCodeText(encodeTicketPayload({ kid: '0a1b2c3d', ...ticket, ...fields }), new Uint8Array(64));
const facts = (code: string, overrides: Partial<ScanFacts> = {}): ScanFacts => ({
  eventId: ticket.eventId,
  read: readTicketCode(code),
  signed: true,
  ticket,
  ...overrides,
});
const judged = (code: string, overrides: Partial<ScanFacts> = {}) => {
  const result = judgeScan({ code }, facts(code, overrides));
  return result.ok ? 'ok' : `${result.error.verdict}: ${result.error.reason}`;
};

describe('judging a scan', () => {
  it('lets a signed code of the current version of a held ticket through', () => {
    expect(judged(codeOf())).toBe('ok');
  });

  it('refuses what is not a code, another event, a bad signature, and versions that are not current', () => {
    expect(judged('hello')).toBe('invalid: Not a ticket code');
    expect(judged(codeOf({ eventId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'invalid: A ticket for another event',
    );
    expect(judged(codeOf(), { signed: false })).toBe('invalid: Forged or altered code');
    expect(judged(codeOf({ version: 1 }))).toBe('revoked: Ticket was reissued: ask for the new code');
    expect(judged(codeOf({ version: 3 }))).toBe('invalid: Unknown ticket version');
    expect(judged(codeOf(), { ticket: null })).toBe('revoked: Ticket cancelled');
  });

  it('takes a guest found by name while their ticket is held', () => {
    const byId = (held: DoorTicket | null) =>
      judgeScan(
        { ticketId: ticket.ticketId },
        { eventId: ticket.eventId, read: null, signed: false, ticket: held },
      );
    expect(byId(ticket).ok).toBe(true);
    const none = byId(null);
    expect(!none.ok && none.error).toEqual({ verdict: 'invalid', reason: 'No ticket for this guest' });
  });
});

describe('judging a scan offline', () => {
  const offline = (code: string, synced: Parameters<typeof judgeOffline>[3], signed = true) => {
    const result = judgeOffline(readTicketCode(code), signed, ticket.eventId, synced);
    return result.ok ? result.value : `${result.error.verdict}: ${result.error.reason}`;
  };
  const known = { name: 'Ana Ruiz', party: 2, version: 2 };

  it('lets a signed code through with the synced name, or the code alone when issued after the sync', () => {
    expect(offline(codeOf(), { ticket: known, revokedThrough: 1 })).toEqual({
      ticketId: ticket.ticketId,
      tier: 'general',
      party: 2,
      name: 'Ana Ruiz',
    });
    expect(offline(codeOf({ version: 3, party: 1 }), { ticket: known, revokedThrough: 1 })).toMatchObject({
      party: 1,
      name: 'Ana Ruiz',
    });
    expect(offline(codeOf(), { ticket: null, revokedThrough: null })).toMatchObject({ name: null, party: 2 });
  });

  it('refuses what the synced lists revoked, and anything unsigned', () => {
    expect(offline(codeOf(), { ticket: null, revokedThrough: 2 })).toBe(
      'revoked: Ticket was reissued or cancelled',
    );
    expect(offline(codeOf({ version: 1 }), { ticket: known, revokedThrough: null })).toBe(
      'revoked: Ticket was reissued: ask for the new code',
    );
    expect(offline(codeOf(), { ticket: known, revokedThrough: null }, false)).toBe(
      'invalid: Forged or altered code',
    );
    expect(offline('nope', { ticket: null, revokedThrough: null })).toBe('invalid: Not a ticket code');
  });
});

describe('scan batches', () => {
  const scan = (n: number, fields = {}) => ({
    scanId: `s${n}`,
    ticketId: ticket.ticketId,
    deviceId: 'door',
    scannedAt: new Date(),
    kind: 'entry',
    count: 1,
    ...fields,
  });

  it('take 1 to 1,000 scans, each id once, each with a code or a ticket id', () => {
    expect(validateScanBatch([scan(1)]).ok).toBe(true);
    expect(validateScanBatch(Array.from({ length: MAX_SCANS_PER_BATCH }, (_, i) => scan(i))).ok).toBe(true);
    const over = validateScanBatch(Array.from({ length: MAX_SCANS_PER_BATCH + 1 }, (_, i) => scan(i)));
    expect(!over.ok && over.error.fieldErrors?.[0]?.message).toBe(
      'Send at most 1000 scans per batch; send the rest in another',
    );
    expect(validateScanBatch([]).ok).toBe(false);
    expect(validateScanBatch([scan(1), scan(1)]).ok).toBe(false);
    expect(validateScanBatch([scan(1, { code: 'x' })]).ok).toBe(false);
    expect(validateScanBatch([scan(1, { ticketId: null })]).ok).toBe(false);
  });
});

describe('door stats', () => {
  it('count who is inside, and the no-shows, never below none', () => {
    expect(doorStats({ arrived: 10, exited: 3, reentered: 1, expected: 12 })).toEqual({
      inside: 8,
      arrived: 10,
      expected: 12,
      noShows: 2,
    });
    expect(doorStats({ arrived: 14, exited: 0, reentered: 0, expected: 12 })).toMatchObject({
      inside: 14,
      noShows: 0,
    });
  });
});

describe('the check-in list', () => {
  it('is CSV with who came, how many are inside, and when and where first', () => {
    const csv = checkInListCsv([
      {
        name: 'Ana Ruiz',
        partySize: 3,
        tier: 'vip',
        arrived: 2,
        inside: 1,
        firstEntry: { at: '2030-06-15T22:03:41.000Z', deviceId: 'Main door' },
      },
      { name: '=cmd', partySize: 1, tier: 'general', arrived: 0, inside: 0, firstEntry: null },
    ]);
    expect(csv).toBe(
      '\uFEFF"Name","Party Size","Ticket","Arrived","Inside","First Entry (UTC)","Door"\r\n' +
        '"Ana Ruiz","3","VIP Access","2","1","2030-06-15 22:03","Main door"\r\n' +
        `"'=cmd","1","General Admission","0","0","",""\r\n`,
    );
  });
});
