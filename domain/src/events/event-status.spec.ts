import { localDateKey } from './zoned-time.js';
import { DISPLAY_STATUS_LABELS, eventDisplayStatus, eventStatus, inAttendingYear } from './event-status.js';

describe('eventStatus', () => {
  // 9 PM on 5 March in New York = 02:00 UTC on 6 March.
  const nyEvent = { startsAt: new Date('2025-03-06T02:00:00Z'), timeZone: 'America/New_York' };

  it('is upcoming before the event', () => {
    expect(eventStatus(nyEvent, new Date('2025-03-01T12:00:00Z'))).toBe('upcoming');
  });

  it('stays upcoming for the rest of the event day, even after it started', () => {
    expect(eventStatus(nyEvent, new Date('2025-03-06T03:00:00Z'))).toBe('upcoming');
    // 23:59 on 5 March in New York.
    expect(eventStatus(nyEvent, new Date('2025-03-06T04:59:59Z'))).toBe('upcoming');
  });

  it('turns past at midnight of the next local day', () => {
    // 00:00 on 6 March in New York.
    expect(eventStatus(nyEvent, new Date('2025-03-06T05:00:00Z'))).toBe('past');
  });

  it('judges the day in the event zone, not in UTC', () => {
    // In UTC both instants fall on 6 March, yet in New York the event day (5 March) is over.
    expect(eventStatus(nyEvent, new Date('2025-03-06T23:00:00Z'))).toBe('past');
    // Tokyo: an event at 20:00 on 5 March (11:00 UTC) is past from 15:00 UTC, still 5 March in UTC.
    const tokyoEvent = { startsAt: new Date('2025-03-05T11:00:00Z'), timeZone: 'Asia/Tokyo' };
    expect(eventStatus(tokyoEvent, new Date('2025-03-05T14:59:59Z'))).toBe('upcoming');
    expect(eventStatus(tokyoEvent, new Date('2025-03-05T15:00:00Z'))).toBe('past');
  });

  it('handles zones far from UTC on both sides', () => {
    // Kiritimati is UTC+14, Pago Pago UTC-11: the same instant is a different local date.
    const instant = new Date('2025-06-01T12:00:00Z'); // 2 June in Kiritimati, 1 June in Pago Pago
    const now = new Date('2025-06-02T10:00:00Z'); // 3 June 00:00 in Kiritimati, 1 June 23:00 in Pago Pago
    expect(eventStatus({ startsAt: instant, timeZone: 'Pacific/Kiritimati' }, now)).toBe('past');
    expect(eventStatus({ startsAt: instant, timeZone: 'Pacific/Pago_Pago' }, now)).toBe('upcoming');
  });

  it('compares across month and year ends', () => {
    const newYearsEve = { startsAt: new Date('2025-12-31T22:00:00Z'), timeZone: 'Europe/London' };
    expect(eventStatus(newYearsEve, new Date('2025-12-31T23:59:59Z'))).toBe('upcoming');
    expect(eventStatus(newYearsEve, new Date('2026-01-01T00:00:00Z'))).toBe('past');
  });
});

describe('eventStatus far from now', () => {
  // The shortcut for events more than two days away must agree with the calendar in every zone,
  // even the farthest apart (UTC+14 and UTC-12).
  const ZONES = ['Pacific/Kiritimati', 'Etc/GMT+12', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'UTC'];
  const now = new Date('2026-11-27T23:30:00Z');
  it.each(ZONES)('agrees with the local dates in %s from 4 days before to 4 days after', (timeZone) => {
    for (let hours = -96; hours <= 96; hours += 1) {
      const startsAt = new Date(now.getTime() + hours * 3600 * 1000);
      const byCalendar = localDateKey(startsAt, timeZone) < localDateKey(now, timeZone) ? 'past' : 'upcoming';
      expect([hours, eventStatus({ startsAt, timeZone }, now)]).toEqual([hours, byCalendar]);
    }
  });
});

describe('eventDisplayStatus', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const base = { isDraft: false, isPublished: true, timeZone: 'UTC', endsAt: null };

  it('is draft when flagged draft, unpublished or undated', () => {
    const future = new Date('2025-04-01T20:00:00Z');
    expect(eventDisplayStatus({ ...base, isDraft: true, startsAt: future }, now)).toBe('draft');
    expect(eventDisplayStatus({ ...base, isPublished: false, startsAt: future }, now)).toBe('draft');
    expect(eventDisplayStatus({ ...base, startsAt: null }, now)).toBe('draft');
  });

  it('is upcoming or past for published events by local date, and live while one runs', () => {
    expect(eventDisplayStatus({ ...base, startsAt: new Date('2025-03-10T20:00:00Z') }, now)).toBe('upcoming');
    expect(eventDisplayStatus({ ...base, startsAt: new Date('2025-03-09T23:00:00Z') }, now)).toBe('past');
    // Started this morning with no end: live for the rest of its day.
    expect(eventDisplayStatus({ ...base, startsAt: new Date('2025-03-10T01:00:00Z') }, now)).toBe('live');
    // Started last night, ends at 13:00: live until then, even on the next date.
    const overnight = { ...base, startsAt: new Date('2025-03-09T22:00:00Z') };
    expect(eventDisplayStatus({ ...overnight, endsAt: new Date('2025-03-10T13:00:00Z') }, now)).toBe('live');
    expect(eventDisplayStatus({ ...overnight, endsAt: new Date('2025-03-10T11:00:00Z') }, now)).toBe('past');
  });

  it('says Past for past events and Live now only for a running one', () => {
    expect(DISPLAY_STATUS_LABELS).toEqual({
      upcoming: 'Upcoming',
      live: 'Live now',
      past: 'Past',
      draft: 'Draft',
    });
  });
});

describe('inAttendingYear', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const at = (iso: string) => inAttendingYear(new Date(iso), now, 'America/Chicago');

  it('counts events of the past year up to now, and the later ones of this calendar year', () => {
    expect(at('2026-11-28T11:00:00Z')).toBe(true);
    expect(at('2025-12-01T00:00:00Z')).toBe(true);
    expect(at('2025-11-27T00:00:00Z')).toBe(false);
    // RSVP'd today for next weekend: this year's.
    expect(at('2026-12-05T03:00:00Z')).toBe(true);
    // New Year's Eve in Chicago is still this year there; the night after is next year's.
    expect(at('2027-01-01T04:00:00Z')).toBe(true);
    expect(at('2027-01-01T07:00:00Z')).toBe(false);
  });
});
