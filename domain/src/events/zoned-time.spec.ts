import {
  zonedDeadlineText,
  addDaysToDateKey,
  isValidDateKey,
  isValidWallTime,
  localDateKey,
  zonedDateTimeToInstant,
} from './zoned-time.js';

const instant = (date: string, time: string, zone: string) =>
  zonedDateTimeToInstant(date, time, zone).toISOString();

describe('zonedDateTimeToInstant', () => {
  it('reads a Chicago wall time in standard and in daylight time', () => {
    expect(instant('2026-01-15', '21:00', 'America/Chicago')).toBe('2026-01-16T03:00:00.000Z');
    expect(instant('2026-07-15', '21:00', 'America/Chicago')).toBe('2026-07-16T02:00:00.000Z');
  });

  it('handles the days clocks change, before and after the change', () => {
    // 2026-03-08: 2:00 CST jumps to 3:00 CDT. 2026-11-01: 2:00 CDT falls back to 1:00 CST.
    expect(instant('2026-03-08', '00:30', 'America/Chicago')).toBe('2026-03-08T06:30:00.000Z');
    expect(instant('2026-03-08', '21:00', 'America/Chicago')).toBe('2026-03-09T02:00:00.000Z');
    expect(instant('2026-11-01', '00:30', 'America/Chicago')).toBe('2026-11-01T05:30:00.000Z');
    expect(instant('2026-11-01', '21:00', 'America/Chicago')).toBe('2026-11-02T03:00:00.000Z');
  });

  it('moves a wall time skipped by springing forward ahead by the gap', () => {
    // 02:30 does not exist in Chicago on 2026-03-08; 03:30 CDT is 08:30 UTC.
    expect(instant('2026-03-08', '02:30', 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
  });

  it('takes the first of the two 1:30 AMs when clocks fall back', () => {
    // 01:30 CDT (UTC-5) comes before 01:30 CST (UTC-6).
    expect(instant('2026-11-01', '01:30', 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
  });

  it('works east of UTC, across the date line and for half-hour zones', () => {
    expect(instant('2026-05-01', '01:15', 'Asia/Tokyo')).toBe('2026-04-30T16:15:00.000Z');
    expect(instant('2026-05-01', '00:00', 'Pacific/Kiritimati')).toBe('2026-04-30T10:00:00.000Z');
    expect(instant('2026-05-01', '20:00', 'Asia/Kolkata')).toBe('2026-05-01T14:30:00.000Z');
    expect(instant('2026-10-04', '02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('round-trips through localDateKey for every half hour of a DST day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(
        localDateKey(zonedDateTimeToInstant('2026-03-08', time, 'America/New_York'), 'America/New_York'),
      ).toBe('2026-03-08');
    }
  });

  it('refuses input it cannot read', () => {
    expect(() => zonedDateTimeToInstant('2026-02-30', '20:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2026-02-01', '24:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2026-02-01', '20:00', 'Mars/Base')).toThrow(RangeError);
  });
});

describe('date and time keys', () => {
  it.each(['2026-01-31', '2024-02-29', '2026-12-31'])('accepts the date %s', (date) => {
    expect(isValidDateKey(date)).toBe(true);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-5', '05/03/2026', '', '2026-04-31'])(
    'rejects the date %p',
    (date) => {
      expect(isValidDateKey(date)).toBe(false);
    },
  );

  it.each(['00:00', '09:30', '23:59'])('accepts the time %s', (time) => {
    expect(isValidWallTime(time)).toBe(true);
  });

  it.each(['24:00', '9:30', '12:60', '8 PM', ''])('rejects the time %p', (time) => {
    expect(isValidWallTime(time)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDateKey('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToDateKey('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDateKey('2026-11-20', 0)).toBe('2026-11-20');
  });
});

describe('zonedDeadlineText', () => {
  it("tells a deadline in the event's zone, with the day when it is not today there", () => {
    const now = new Date('2026-11-28T20:00:00Z');
    expect(zonedDeadlineText(new Date('2026-11-28T22:15:00Z'), 'Europe/Berlin', now)).toBe('11:15 PM');
    expect(zonedDeadlineText(new Date('2026-11-28T23:30:00Z'), 'Europe/Berlin', now)).toBe(
      '12:30 AM, Sun, Nov 29',
    );
    expect(zonedDeadlineText(new Date('2026-11-28T22:15:00Z'), 'America/Chicago', now)).toBe('4:15 PM');
  });
});
