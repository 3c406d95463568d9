import { describeEventTime, formatTimeSlot } from './event-time.js';
import { isValidTimeZone } from './zoned-time.js';

describe('formatTimeSlot (spec 1 §3 time display rule)', () => {
  it.each([
    ['00:30 - 13:05', '12:30 AM - 1:05 PM'],
    ['20:00 - 02:00', '8:00 PM - 2:00 AM'],
    ['12:00 - 12:59', '12:00 PM - 12:59 PM'],
    ['11:59 - 23:59', '11:59 AM - 11:59 PM'],
    ['00:00 - 01:00', '12:00 AM - 1:00 AM'],
    ['9:05 - 17:45', '9:05 AM - 5:45 PM'],
    ['09:05-17:45', '9:05 AM - 5:45 PM'],
  ])('shows %s as %s', (slot, shown) => {
    expect(formatTimeSlot(slot)).toBe(shown);
  });

  it.each([['9:00 PM - 2:00 AM'], ['21:00 - 2:00 AM'], ['9:00 pm - 2:00 am'], ['10:00 AM']])(
    'leaves %s unchanged because it already has AM/PM',
    (slot) => {
      expect(formatTimeSlot(slot)).toBe(slot);
    },
  );

  it.each([['21:00'], [''], ['18:00 - 20:00 - 22:00'], ['late']])(
    'leaves %p unchanged because it is not made of exactly two parts',
    (slot) => {
      expect(formatTimeSlot(slot)).toBe(slot);
    },
  );

  it.each([['24:00 - 25:00'], ['doors - late'], ['21:60 - 23:00'], ['21 - 23']])(
    'leaves %s unchanged because its parts are not 24-hour times',
    (slot) => {
      expect(formatTimeSlot(slot)).toBe(slot);
    },
  );
});

describe('describeEventTime', () => {
  it('gives the date and time in the event zone, not UTC', () => {
    // 02:00 UTC on 6 March is 9 PM on 5 March in New York.
    expect(
      describeEventTime({
        startsAt: new Date('2025-03-06T02:00:00Z'),
        endsAt: new Date('2025-03-06T07:00:00Z'),
        timeZone: 'America/New_York',
      }),
    ).toEqual({
      eventDate: 'MARCH 5, 2025',
      eventTime: '9:00 PM - 2:00 AM',
      dateTime: '2025-03-06T02:00:00.000Z',
    });
  });

  it('shows only the start time when there is no end', () => {
    const text = describeEventTime({
      startsAt: new Date('2025-07-04T11:30:00Z'),
      endsAt: null,
      timeZone: 'Asia/Tokyo',
    });
    expect(text).toEqual({
      eventDate: 'JULY 4, 2025',
      eventTime: '8:30 PM',
      dateTime: '2025-07-04T11:30:00.000Z',
    });
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    const text = describeEventTime({
      startsAt: new Date('2025-12-31T00:00:00Z'),
      endsAt: new Date('2025-12-31T12:05:00Z'),
      timeZone: 'UTC',
    });
    expect(text.eventDate).toBe('DECEMBER 31, 2025');
    expect(text.eventTime).toBe('12:00 AM - 12:05 PM');
  });

  it('follows daylight saving changes during the night', () => {
    // New York springs forward at 2 AM on 9 March 2025: 06:30 UTC is 1:30 EST, 07:30 UTC is 3:30 EDT.
    const text = describeEventTime({
      startsAt: new Date('2025-03-09T06:30:00Z'),
      endsAt: new Date('2025-03-09T07:30:00Z'),
      timeZone: 'America/New_York',
    });
    expect(text.eventTime).toBe('1:30 AM - 3:30 AM');
  });

  it('uses plain ASCII spacing, whatever the runtime locale data uses', () => {
    const { eventTime } = describeEventTime({
      startsAt: new Date('2025-03-06T02:00:00Z'),
      endsAt: new Date('2025-03-06T07:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(eventTime).toMatch(/^[\x20-\x7e]+$/);
  });

  it('rejects an unknown time zone', () => {
    expect(() =>
      describeEventTime({ startsAt: new Date(), endsAt: null, timeZone: 'Mars/Olympus_Mons' }),
    ).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it.each(['America/New_York', 'Europe/Paris', 'UTC', 'Asia/Kolkata'])('accepts %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['', 'Mars/Olympus_Mons', 'New York', null, 42])('rejects %p', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});
