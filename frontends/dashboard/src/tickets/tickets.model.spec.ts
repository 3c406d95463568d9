import type { IssuedTicket, RsvpWithUser } from '../api/generated';
import {
  capacityLabel,
  guestDisplayName,
  inParties,
  initials,
  isSoldOut,
  decisionSummary,
  plusOnesLabel,
  requestsOf,
  rsvpTotals,
  ticketCandidates,
  waitlistPartyLine,
} from './tickets.model';
import { guestListOf, rsvpColumns } from '../shared/rsvp-columns';
import { toggleAll, toggleOne } from '../shared/selection';

const rsvp = (id: string, extra: Partial<RsvpWithUser> = {}): RsvpWithUser => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  emoji: null,
  guestName: `Guest ${id}`,
  hidden: false,
  message: null,
  partyOf: null,
  plusOnes: 0,
  reconfirmedAt: null,
  response: 'going',
  status: 'confirmed',
  user: null,
  userId: null,
  ...extra,
});

describe('ticket management model', () => {
  it('names a row by guest name, then user name, else Unknown', () => {
    expect(guestDisplayName(rsvp('a', { guestName: ' Nova ' }))).toBe('Nova');
    const user = {
      id: 'u',
      username: 'nova',
      firstName: 'Nova',
      lastName: 'Reyes',
      avatar: null,
      isVerified: false,
      location: null,
    };
    expect(guestDisplayName(rsvp('a', { guestName: '', user }))).toBe('Nova Reyes');
    expect(guestDisplayName(rsvp('a', { guestName: '  ' }))).toBe('Unknown');
  });

  it('takes the first and last initials, emoji included', () => {
    expect(initials('Nova Reyes')).toBe('NR');
    expect(initials('Ray de la Cruz')).toBe('RC');
    expect(initials('Unknown')).toBe('U');
    expect(initials('🎉 Party')).toBe('🎉P');
    expect(initials('=cmd, "Ray" 🎉')).toBe('C🎉');
  });

  it('splits RSVPs into the three columns and counts the badges', () => {
    const all = [rsvp('1'), rsvp('2', { response: 'maybe' }), rsvp('3', { response: 'cant_go' }), rsvp('4')];
    expect(Object.values(rsvpColumns(all)).map((column) => column.map((r) => r.id))).toEqual([
      ['1', '4'],
      ['2'],
      ['3'],
    ]);
    expect(rsvpTotals(all)).toEqual({ total: 4, going: 2 });
  });

  it('Select All selects the whole column, then clears it, leaving other columns alone', () => {
    const selected = toggleAll(new Set(['x']), ['a', 'b']);
    expect([...selected].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(selected, ['a', 'b'])]).toEqual(['x']);
    expect([...toggleAll(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
  });

  it('offers tickets to going and maybe guests not declined and without a ticket', () => {
    const ticket = { rsvpId: '2' } as IssuedTicket;
    const all = [
      rsvp('1'),
      rsvp('2'),
      rsvp('3', { response: 'cant_go' }),
      rsvp('4', { status: 'declined' }),
      rsvp('5', { response: 'maybe', status: 'checked_in' }),
    ];
    expect(ticketCandidates(all, [ticket]).map((r) => r.id)).toEqual(['1', '5']);
  });

  it('keeps requests waiting for approval apart from the guest list and its counts', () => {
    const rsvps = [
      rsvp('a'),
      rsvp('b', { status: 'pending' }),
      rsvp('c', { status: 'declined', response: 'maybe' }),
    ];
    expect(guestListOf(rsvps).map((row) => row.id)).toEqual(['a', 'c']);
    expect(requestsOf(rsvps).map((row) => row.id)).toEqual(['b']);
    expect(rsvpTotals(rsvps)).toEqual({ total: 2, going: 1 });
  });

  it('sums up a decision on requests, with why some were refused', () => {
    expect(decisionSummary('approve', { decided: ['a'], refused: [] })).toEqual({
      title: 'Approved 1 request',
      description: '',
      variant: 'success',
    });
    const full = { detail: 'This event is full: no spots are left.' };
    expect(decisionSummary('approve', { decided: ['a', 'b'], refused: [full, full] })).toEqual({
      title: 'Approved 2 requests',
      description: '2 not approved: This event is full: no spots are left.',
      variant: 'success',
    });
    expect(
      decisionSummary('decline', { decided: [], refused: [{ detail: 'RSVP not found.' }] }),
    ).toMatchObject({
      title: 'Declined 0 requests',
      variant: 'destructive',
    });
  });

  it('labels plus-ones and caps', () => {
    expect(plusOnesLabel(0)).toBeNull();
    expect(plusOnesLabel(3)).toBe('+3');
    const vip = { ticketType: 'vip', label: 'VIP Access', price: 'Premium', cap: 20, issued: 20 } as const;
    expect(capacityLabel(vip)).toBe('20 slots');
    expect(isSoldOut(vip)).toBe(true);
    expect(capacityLabel({ ...vip, cap: null })).toBe('Unlimited');
    expect(isSoldOut({ ...vip, cap: null })).toBe(false);
  });
});

describe('inParties', () => {
  it('puts each claimed +1 right after its inviter, and keeps one whose inviter is not in the column', () => {
    const rows = [
      rsvp('ana'),
      rsvp('cai'),
      rsvp('ben', { partyOf: 'ana' }),
      rsvp('dee', { partyOf: 'elsewhere' }),
      rsvp('eli', { partyOf: 'ana' }),
      rsvp('fay', { partyOf: 'ben' }),
    ];
    expect(inParties(rows).map((row) => row.id)).toEqual(['ana', 'ben', 'fay', 'eli', 'cai', 'dee']);
  });
});

describe('waitlistPartyLine', () => {
  it("tells a waiting party's turn and size, and an offered party's places and deadline", () => {
    expect(waitlistPartyLine({ partySize: 3, position: 2, offer: null })).toBe('#2 in line · party of 3');
    expect(waitlistPartyLine({ partySize: 1, position: 1, offer: null })).toBe('#1 in line · alone');
    const offer = { id: 'o1', places: 2, expiresAt: '2030-06-15T23:45:00.000Z', timeZone: 'America/Chicago' };
    const sameDay = new Date('2030-06-15T20:00:00.000Z');
    expect(waitlistPartyLine({ partySize: 2, position: null, offer }, sameDay)).toBe(
      'Offered 2 places until 6:45 PM',
    );
    const dayBefore = new Date('2030-06-14T20:00:00.000Z');
    expect(waitlistPartyLine({ partySize: 2, position: null, offer }, dayBefore)).toBe(
      'Offered 2 places until 6:45 PM, Sat, Jun 15',
    );
  });
});
