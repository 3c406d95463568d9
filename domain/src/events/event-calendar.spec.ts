import { calendarEntryOf, googleCalendarUrl, outlookCalendarUrl } from './event-calendar.js';

/** The page and the decoded parameters of a link. */
function parts(link: string): { page: string; params: Record<string, string> } {
  const [page, search = ''] = link.split('?');
  const params = Object.fromEntries(
    search.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
  return { page: page!, params };
}

describe('an event as a calendar entry', () => {
  const event = {
    id: 'e1',
    slug: 'masquerade & more',
    title: 'Masquerade',
    tagline: 'Masks required.',
    // 9 PM in Chicago on 27 November 2026, until 2 AM.
    startsAt: new Date('2026-11-28T03:00:00Z'),
    endsAt: new Date('2026-11-28T08:00:00Z'),
    timeZone: 'America/Chicago',
    location: 'The Velvet Room, Chicago',
  };

  it('keeps a stable uid and the page path, and lasts 4 hours without an end', () => {
    const entry = calendarEntryOf(event);
    expect(entry).toMatchObject({ uid: 'e1@nightlife.events', path: '/event/masquerade%20%26%20more' });
    expect(calendarEntryOf({ ...event, endsAt: null }).endsAt).toEqual(new Date('2026-11-28T07:00:00Z'));
  });

  it('links to Google Calendar and Outlook with the times, the zone and the location', () => {
    const google = parts(googleCalendarUrl(calendarEntryOf(event)));
    expect(google.page).toBe('https://calendar.google.com/calendar/render');
    expect(google.params).toEqual({
      action: 'TEMPLATE',
      text: 'Masquerade',
      dates: '20261128T030000Z/20261128T080000Z',
      ctz: 'America/Chicago',
      details: 'Masks required.',
      location: 'The Velvet Room, Chicago',
    });
    const outlook = parts(outlookCalendarUrl(calendarEntryOf(event)));
    expect(outlook.page).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.params).toMatchObject({
      rru: 'addevent',
      startdt: '2026-11-28T03:00:00.000Z',
      enddt: '2026-11-28T08:00:00.000Z',
      location: 'The Velvet Room, Chicago',
    });
  });

  it('leaves a location hidden from the caller out of every link', () => {
    const hidden = calendarEntryOf({ ...event, location: null });
    expect(parts(googleCalendarUrl(hidden)).params).not.toHaveProperty('location');
    expect(parts(outlookCalendarUrl(hidden)).params).not.toHaveProperty('location');
  });
});
