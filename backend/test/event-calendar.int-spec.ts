import ICAL from 'ical.js';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

/** The one VEVENT of an .ics file, read by ical.js (not by string comparison). */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The file's own VTIMEZONE is what ical.js converts its local times with.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'));
  return { calendar, events, zones };
}

// GET /api/events/{slug}/calendar.ics (issue 21 §3): one event, in its own time zone, with the
// location only for a caller who may see it.
describe('an event as a calendar file', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let guest: SignedUpUser;
  let event: { id: string; slug: string; title: string };

  beforeAll(async () => {
    t = await createTestApp();
    [host, guest] = await Promise.all([signUp(t), signUp(t)]);
    event = await createEvent(host.agent, {
      title: 'Calendar Night, with; punctuation',
      tagline: 'Bring a friend',
      startTime: '21:00',
      endTime: '02:00',
      timeZone: 'America/Chicago',
      location: 'Behind the blue door',
      hideLocationUntilRsvp: true,
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers one VEVENT with a stable UID, local times in the event zone and its VTIMEZONE', async () => {
    const res = await t.request().get(`/api/events/${event.slug}/calendar.ics`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${event.slug}.ics`);
    const { events, zones } = parseCalendar(res.text);
    expect(events).toHaveLength(1);
    expect(zones).toEqual(['America/Chicago']);
    const vevent = new ICAL.Event(events[0]!);
    expect(vevent.uid).toBe(`${event.id}@nightlife.events`);
    expect(vevent.summary).toBe('Calendar Night, with; punctuation');
    expect(vevent.description).toBe('Bring a friend');
    expect(events[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Chicago');
    expect([vevent.startDate.hour, vevent.startDate.minute]).toEqual([21, 0]);
    // 9 PM in Chicago in June is 2 AM UTC the next day; the event ends at 2 AM local.
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2030-06-16T02:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2030-06-16T07:00:00.000Z');
    expect(events[0]!.getFirstPropertyValue('url')).toMatch(new RegExp(`/event/${event.slug}$`));
    // Hidden until RSVP: a visitor's file has no location.
    expect(vevent.location).toBeNull();
    const again = await t.request().get(`/api/events/${event.slug}/calendar.ics`).expect(200);
    expect(new ICAL.Event(parseCalendar(again.text).events[0]!).uid).toBe(vevent.uid);
  });

  it('gives the location to a guest who may see it, in the file and the event page links', async () => {
    await rsvp(guest.agent, event.slug, 'going');
    const res = await guest.agent.get(`/api/events/${event.slug}/calendar.ics`).expect(200);
    expect(new ICAL.Event(parseCalendar(res.text).events[0]!).location).toBe('Behind the blue door');
    const page = await guest.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(page.body.calendarLinks.ics).toBe(`/api/events/${event.slug}/calendar.ics`);
    expect(page.body.calendarLinks.google).toContain('location=Behind%20the%20blue%20door');
    const visitorPage = await t.request().get(`/api/events/${event.slug}`).expect(200);
    expect(visitorPage.body.calendarLinks.google).not.toContain('location=');
    expect(visitorPage.body.calendarLinks.outlook).not.toContain('location=');
  });

  it('is not found for a draft, except to its host, and for an unknown slug', async () => {
    const draft = await createEvent(host.agent, { title: 'Secret draft', isDraft: true });
    await t.request().get(`/api/events/${draft.slug}/calendar.ics`).expect(404);
    await guest.agent.get(`/api/events/${draft.slug}/calendar.ics`).expect(404);
    await host.agent.get(`/api/events/${draft.slug}/calendar.ics`).expect(200);
    const unknown = await t.request().get('/api/events/no-such-event/calendar.ics').expect(404);
    expect(unknown.body.code).toBe('EVENT.NOT_FOUND');
  });
});
