import ICAL from 'ical.js';
import { FixedClock } from '@nightlife/domain/testing';
import { CalendarFeedService } from '../src/modules/events/calendar-feed.service';
import { CalendarFeedQuery } from '../src/modules/events/persistence/calendar-feed.query';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

const HOUR = 3_600_000;
/** Headers that differ between two answers of the same file. */
const PER_ANSWER_HEADERS = ['date', 'x-request-id', 'content-encoding', 'content-length'];

/** The summaries and locations of a feed, read by ical.js. */
function eventsOf(text: string): { uid: string; summary: string; location: string | null }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, location: event.location };
  });
}

// The personal calendar feed (issue 21 §3): a secret address listing the events the user holds a
// place at and the events they host, regenerated to revoke, with ETag revalidation.
describe('the personal calendar feed', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let guest: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    // A fixed origin, as in production: the feed's URLs (and so its ETag) do not move with the port.
    t = await createTestApp({ appOrigins: ['https://nightlife.example'] });
    [host, guest, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the events the user holds a place at and hosts, with what they may see', async () => {
    const going = await createEvent(host.agent, {
      title: 'Going Night',
      location: 'Behind the red door',
      hideLocationUntilRsvp: true,
    });
    const maybe = await createEvent(host.agent, { title: 'Maybe Night' });
    const cancelled = await createEvent(host.agent, { title: 'Cancelled Night' });
    const own = await createEvent(guest.agent, { title: "Guest's Own Night", location: 'Home' });
    await createEvent(guest.agent, { title: 'Draft Night', isDraft: true });
    await rsvp(guest.agent, going.slug, 'going');
    await rsvp(guest.agent, maybe.slug, 'maybe');
    await rsvp(guest.agent, cancelled.slug, 'going');
    await guest.agent.delete(`/api/events/${cancelled.slug}/rsvp`).expect(204);

    expect((await guest.agent.get('/api/user/calendar-feed').expect(200)).body).toEqual({ url: null });
    const { url } = (await guest.agent.post('/api/user/calendar-feed').expect(200)).body as { url: string };
    expect(url).toMatch(/^https:\/\/nightlife\.example\/api\/calendar\/[\w-]{32}\.ics$/);
    expect((await guest.agent.get('/api/user/calendar-feed').expect(200)).body).toEqual({ url });

    const path = new URL(url).pathname;
    // No cookie: the token is the credential.
    const res = await t.request().get(path).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Calendar apps ask for gzip; a client that does not gets the same file as it is.
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.request().get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(res.text);
    // The first answer was rendered by the route, the second came from the feeds' cache in front
    // of it (ADR 0041): the same headers either way (security headers included).
    const steady = (headers: Record<string, string>) =>
      Object.entries(headers).filter(([name]) => !PER_ANSWER_HEADERS.includes(name));
    expect(steady(plain.headers)).toEqual(steady(res.headers));
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(eventsOf(res.text)).toEqual([
      { uid: `${going.id}@nightlife.events`, summary: 'Going Night', location: 'Behind the red door' },
      { uid: `${own.id}@nightlife.events`, summary: "Guest's Own Night", location: 'Home' },
    ]);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(new Date(res.headers['last-modified']!).getTime()).not.toBeNaN();

    // Revalidation: the same content answers 304; a change of the user's places changes it.
    await t.request().get(path).set('If-None-Match', res.headers.etag!).expect(304);
    await guest.agent.patch(`/api/events/${maybe.slug}/rsvp`).send({ response: 'going' }).expect(200);
    const changed = await t.request().get(path).set('If-None-Match', res.headers.etag!).expect(200);
    expect(eventsOf(changed.text).map((event) => event.summary)).toContain('Maybe Night');
  });

  it('shows a location revealed hours before the start once that time comes, under a new ETag', async () => {
    const friend = await signUp(t);
    // Starts in 5 hours (on the minute, in UTC); the address is out 3 hours before.
    const start = new Date(Math.ceil((Date.now() + 5 * HOUR) / 60_000) * 60_000);
    const event = await createEvent(host.agent, {
      title: 'Reveal Night',
      location: 'Warehouse 7, Canal Street',
      locationReveal: { mode: 'before-start', hoursBefore: 3 },
      timeZone: 'UTC',
      date: start.toISOString().slice(0, 10),
      startTime: start.toISOString().slice(11, 16),
    });
    await rsvp(friend.agent, event.slug, 'going');
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(
      (await friend.agent.post('/api/user/calendar-feed').expect(200)).body.url as string,
    )![1];

    // The feed as the API serves it, on a clock the test moves: no row changes at the reveal.
    const clock = new FixedClock(new Date(start.getTime() - 4 * HOUR));
    const feeds = new CalendarFeedService(t.app.get(CalendarFeedQuery), clock);
    const before = (await feeds.file(token, 'https://nightlife.example'))!;
    expect(eventsOf(before.body.toString())).toEqual([
      expect.objectContaining({ summary: 'Reveal Night', location: null }),
    ]);

    clock.set(new Date(start.getTime() - 3 * HOUR));
    const after = (await feeds.file(token, 'https://nightlife.example'))!;
    expect(eventsOf(after.body.toString())).toEqual([
      expect.objectContaining({ summary: 'Reveal Night', location: 'Warehouse 7, Canal Street' }),
    ]);
    // A calendar app revalidating with the old ETag is sent the new file, and a date-based
    // revalidation does not get "not modified" for the file it had before either.
    expect(after.etag).not.toBe(before.etag);
    expect(after.lastModified.getTime()).toBeGreaterThan(before.lastModified.getTime());
  });

  it('answers every change to what it shows at once, whoever made it (the file is kept in between)', async () => {
    const [fan, organiser] = await Promise.all([signUp(t), signUp(t)]);
    const feedPath = async (user: SignedUpUser) =>
      new URL((await user.agent.post('/api/user/calendar-feed').expect(200)).body.url as string).pathname;
    const [fanFeed, organiserFeed] = [await feedPath(fan), await feedPath(organiser)];
    const summaries = async (path: string) => eventsOf((await t.request().get(path).expect(200)).text);

    const door = await createEvent(organiser.agent, {
      title: 'Door Night',
      location: 'Cellar 3',
      locationReveal: { mode: 'at-check-in' },
    });
    const later = await createEvent(organiser.agent, { title: 'Later Night' });
    // Each change below follows a read that put the feed in the cache.
    expect((await summaries(organiserFeed)).map((event) => event.summary).sort()).toEqual([
      'Door Night',
      'Later Night',
    ]);
    await createEvent(organiser.agent, { title: 'New Night' });
    expect((await summaries(organiserFeed)).map((event) => event.summary)).toContain('New Night');

    expect(await summaries(fanFeed)).toEqual([]);
    await rsvp(fan.agent, door.slug, 'going');
    await rsvp(fan.agent, later.slug, 'going');
    expect(await summaries(fanFeed)).toEqual([
      expect.objectContaining({ summary: 'Door Night', location: null }),
      expect.objectContaining({ summary: 'Later Night' }),
    ]);

    // The host checks the guest in: the door's address is theirs now.
    const rows = (await organiser.agent.get(`/api/events/rsvps-with-users?eventId=${door.id}`).expect(200))
      .body;
    await organiser.agent.patch(`/api/rsvps/${rows[0].id}/status`).send({ status: 'checked_in' }).expect(200);
    expect((await summaries(fanFeed))[0]).toMatchObject({ summary: 'Door Night', location: 'Cellar 3' });

    // The host renames the event (a write to the event, not to the guest's RSVP).
    await organiser.agent
      .put(`/api/events/${door.id}`)
      .send({
        title: 'Door Night, renamed',
        date: '2030-06-15',
        location: 'Cellar 3',
        locationReveal: { mode: 'at-check-in' },
      })
      .expect(200);
    expect((await summaries(fanFeed)).map((event) => event.summary)).toEqual([
      'Door Night, renamed',
      'Later Night',
    ]);

    // The guest steps back from one; the host deletes the other.
    await fan.agent.patch(`/api/events/${later.slug}/rsvp`).send({ response: 'maybe' }).expect(200);
    expect((await summaries(fanFeed)).map((event) => event.summary)).toEqual(['Door Night, renamed']);
    await organiser.agent.delete(`/api/events/${door.id}`).expect(200);
    expect(await summaries(fanFeed)).toEqual([]);
    expect((await summaries(organiserFeed)).map((event) => event.summary)).not.toContain(
      'Door Night, renamed',
    );
  });

  it('drops an event from the file it keeps once the event has ended', async () => {
    const owner = await signUp(t);
    const start = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 4 * HOUR);
    await createEvent(owner.agent, {
      title: 'Short Night',
      timeZone: 'UTC',
      date: start.toISOString().slice(0, 10),
      startTime: start.toISOString().slice(11, 16),
      endTime: end.toISOString().slice(11, 16),
    });
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(
      (await owner.agent.post('/api/user/calendar-feed').expect(200)).body.url as string,
    )![1];
    const clock = new FixedClock(start);
    const feeds = new CalendarFeedService(t.app.get(CalendarFeedQuery), clock);
    expect(eventsOf((await feeds.file(token, 'https://nightlife.example'))!.body.toString())).toHaveLength(1);
    clock.set(end);
    expect(eventsOf((await feeds.file(token, 'https://nightlife.example'))!.body.toString())).toEqual([]);
  });

  it('revokes the old address when a new one is made, and knows no other address', async () => {
    const first = (await stranger.agent.post('/api/user/calendar-feed').expect(200)).body.url as string;
    const second = (await stranger.agent.post('/api/user/calendar-feed').expect(200)).body.url as string;
    expect(second).not.toBe(first);
    const gone = await t.request().get(new URL(first).pathname).expect(404);
    expect(gone.body.code).toBe('NOT_FOUND');
    await t.request().get(new URL(second).pathname).expect(200);
    for (const path of ['/api/calendar/nope.ics', '/api/calendar/not-a-token-at-all-but-long-enough.txt']) {
      await t.request().get(path).expect(404);
    }
    // The address is the user's own: signed out, there is none to read.
    await t.request().get('/api/user/calendar-feed').expect(401);
  });
});
