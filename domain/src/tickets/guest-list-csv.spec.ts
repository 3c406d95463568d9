import { guestListCsv, guestListFileName } from './guest-list-csv.js';

describe('guestListCsv', () => {
  const row = {
    guestName: 'Nova Reyes',
    response: 'going',
    status: 'confirmed',
    plusOnes: 2,
    ticketType: 'vip',
  } as const;

  it('starts with a byte order mark and the header, one CRLF line per guest', () => {
    expect(guestListCsv([row])).toBe(
      '\uFEFF"Name","Status","Plus Ones","Ticket Type"\r\n"Nova Reyes","Going","2","VIP Access"\r\n',
    );
  });

  it('quotes commas, doubles quotes and keeps line breaks and emoji inside the field', () => {
    const csv = guestListCsv([{ ...row, guestName: 'Ray "DJ", Jr.\nthe 2nd 🎉' }]);
    expect(csv.split('\r\n')[1]).toBe('"Ray ""DJ"", Jr.\nthe 2nd 🎉","Going","2","VIP Access"');
  });

  it.each(['=HYPERLINK("x")', '+1 555', '-2+3', '@SUM(A1)', '\tcmd'])(
    'neutralises the formula %p',
    (name) => {
      const line = guestListCsv([{ ...row, guestName: name }]).split('\r\n')[1];
      expect(line.startsWith(`"'${name.replace(/"/g, '""')}"`)).toBe(true);
    },
  );

  it('names a blank guest Unknown, notes declined and checked-in guests and a missing ticket', () => {
    const csv = guestListCsv([
      { ...row, guestName: ' ', response: 'cant_go', status: 'declined', ticketType: null },
      { ...row, response: 'maybe', status: 'checked_in', ticketType: 'backstage' },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '"Unknown","Can\'t Go (Declined)","2","None"',
      '"Nova Reyes","Maybe (Checked In)","2","Backstage Pass"',
    ]);
  });
});

describe('guestListFileName', () => {
  it('is the slug of the event title', () => {
    expect(guestListFileName("Neon Nights: Ray's Party!")).toBe('neon-nights-rays-party-guest-list.csv');
    expect(guestListFileName('🎉🎉')).toBe('event-guest-list.csv');
  });
});
