import { localDateFromToday, zonedInstant } from './zoned-instant';

describe('zonedInstant', () => {
  it('reads a Chicago wall time in standard and in daylight time', () => {
    expect(zonedInstant('2026-01-15', 21, 0, 'America/Chicago').toISOString()).toBe(
      '2026-01-16T03:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 21, 0, 'America/Chicago').toISOString()).toBe(
      '2026-07-16T02:00:00.000Z',
    );
  });

  it('handles the days clocks change', () => {
    // 2026-03-08: 2:00 CST jumps to 3:00 CDT. 2026-11-01: 2:00 CDT falls back to 1:00 CST.
    expect(zonedInstant('2026-03-08', 21, 0, 'America/Chicago').toISOString()).toBe(
      '2026-03-09T02:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', 0, 30, 'America/Chicago').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', 21, 0, 'America/Chicago').toISOString()).toBe(
      '2026-11-02T03:00:00.000Z',
    );
  });

  it('works east of UTC', () => {
    expect(zonedInstant('2026-05-01', 1, 15, 'Asia/Tokyo').toISOString()).toBe('2026-04-30T16:15:00.000Z');
  });
});

describe('localDateFromToday', () => {
  it("counts days from today's date in the zone, not in UTC", () => {
    // 03:00 UTC on Nov 21 is still Nov 20 in Chicago.
    const now = new Date('2026-11-21T03:00:00Z');
    expect(localDateFromToday(now, 'America/Chicago', 0)).toBe('2026-11-20');
    expect(localDateFromToday(now, 'America/Chicago', 12)).toBe('2026-12-02');
    expect(localDateFromToday(now, 'America/Chicago', -21)).toBe('2026-10-30');
  });
});
