import { webcalUrl } from './CalendarFeedSection';

describe('the calendar feed address', () => {
  it('opens as a subscription in calendar apps (webcal://), whatever the scheme', () => {
    expect(webcalUrl('https://nightlife.example/api/calendar/abc.ics')).toBe(
      'webcal://nightlife.example/api/calendar/abc.ics',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/abc.ics')).toBe(
      'webcal://localhost:3000/api/calendar/abc.ics',
    );
  });
});
