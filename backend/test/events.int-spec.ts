import { uuidv7 } from '@nightlife/domain';
import type supertest from 'supertest';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { RsvpSchema } from '../src/modules/rsvps/persistence/rsvp.schema';
import { recountPlaces } from './support/places';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow as sharedEventRow } from './support/event-rows';
import { recordStatements } from './support/statements';

type Agent = ReturnType<typeof supertest.agent>;

const HIDDEN_LOCATION = 'Secret Basement, 42 Hidden Lane';

/** 21:00 UTC on the day `days` from today (UTC), so display strings are easy to predict. */
function nineUtc(days: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 21, 0));
}

function eventRow(slug: string, hostId: string, startsAt: Date, extra: Record<string, unknown> = {}) {
  return sharedEventRow({
    slug,
    hostId,
    startsAt,
    tagline: 'A night out',
    description: 'Music and lights',
    endsAt: new Date(startsAt.getTime() + 5 * 3_600_000),
    location: 'The Mercury Loft, Chicago',
    price: '$20 before 11pm',
    dressCode: 'Neon',
    highlights: ['Live DJ', 'Glow bar'],
    ...extra,
  });
}

function rsvpRow(eventId: string, userId: string | null, response: string, plusOnes = 0) {
  return {
    id: uuidv7(),
    eventId,
    userId,
    guestName: 'Guest Name',
    guestEmail: null,
    response,
    emoji: '🎉',
    message: 'See you there',
    plusOnes,
    status: 'confirmed',
    createdAt: new Date(),
  };
}

describe('events API', () => {
  let t: TestApp;
  let visitor: Agent;
  let host: Agent;
  let rsvpd: Agent;
  let stranger: Agent;
  let hostId: string;
  let rsvpdId: string;
  let strangerId: string;

  async function signUp(
    username: string,
    accountType: 'attendee' | 'host',
  ): Promise<{ agent: Agent; id: string }> {
    const agent = t.request();
    const res = await agent
      .post('/api/signup')
      .send({
        username,
        firstName: 'Ev',
        lastName: username,
        email: `${username}@example.com`,
        password: 'long-enough-pw',
        accountType,
      })
      .expect(201);
    return { agent, id: res.body.user.id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    // This suite owns the events table for the run: start from a known list.
    await t.orm.em.fork().execute('delete from events');
    visitor = t.request();
    ({ agent: host, id: hostId } = await signUp('ev_host', 'host'));
    ({ agent: rsvpd, id: rsvpdId } = await signUp('ev_rsvpd', 'attendee'));
    ({ agent: stranger, id: strangerId } = await signUp('ev_stranger', 'attendee'));

    const events = [
      eventRow('soon', hostId, nineUtc(1), {
        galleryImages: [
          'https://cdn.example.com/a.jpg',
          'https://x.example.com/public-objects/b.jpg',
          'https://cdn.example.com/placeholder.png',
        ],
      }),
      eventRow('in-three-days', hostId, nineUtc(3)),
      eventRow('hidden-place', hostId, nineUtc(5), {
        locationReveal: { mode: 'on-rsvp', hoursBefore: null },
        location: HIDDEN_LOCATION,
      }),
      eventRow('in-ten-days', hostId, nineUtc(10)),
      eventRow('two-days-ago', hostId, nineUtc(-2)),
      eventRow('twenty-days-ago', hostId, nineUtc(-20)),
      eventRow('a-draft', hostId, nineUtc(4), { isDraft: true }),
      eventRow('unpublished', hostId, nineUtc(6), { isPublished: false }),
    ];
    const [soon, , hidden] = events;
    const em = t.orm.em.fork();
    await em.insertMany(EventSchema, events);
    await em.insertMany(RsvpSchema, [
      rsvpRow(soon.id, rsvpdId, 'going', 2),
      rsvpRow(soon.id, strangerId, 'maybe'),
      rsvpRow(soon.id, null, 'cant_go'),
      rsvpRow(hidden.id, rsvpdId, 'going'),
    ]);
    // Written past EventPlaces, like a seed: the counters are counted from the rows.
    await recountPlaces(t, [soon.id, hidden.id]);
  });

  afterAll(() => t.close());

  describe('GET /api/events', () => {
    it('lists published events, upcoming soonest first then past most recent first', async () => {
      const res = await visitor.get('/api/events').expect(200);
      expect(res.body.events.map((e: { slug: string }) => e.slug)).toEqual([
        'soon',
        'in-three-days',
        'hidden-place',
        'in-ten-days',
        'two-days-ago',
        'twenty-days-ago',
      ]);
      expect(res.body.events.map((e: { status: string }) => e.status)).toEqual([
        'upcoming',
        'upcoming',
        'upcoming',
        'upcoming',
        'past',
        'past',
      ]);
      expect(res.body.pagination).toEqual({
        page: 1,
        limit: 25,
        total: 6,
        totalPages: 1,
        hasNext: false,
        hasPrev: false,
      });
    });

    it('pages with page and limit', async () => {
      const res = await visitor.get('/api/events?page=2&limit=2').expect(200);
      expect(res.body.events.map((e: { slug: string }) => e.slug)).toEqual(['hidden-place', 'in-ten-days']);
      expect(res.body.pagination).toEqual({
        page: 2,
        limit: 2,
        total: 6,
        totalPages: 3,
        hasNext: true,
        hasPrev: true,
      });

      const last = await visitor.get('/api/events?page=3&limit=2').expect(200);
      expect(last.body.events.map((e: { slug: string }) => e.slug)).toEqual([
        'two-days-ago',
        'twenty-days-ago',
      ]);
      expect(last.body.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    });

    it('answers an empty page past the end with the real total', async () => {
      const res = await visitor.get('/api/events?page=9&limit=2').expect(200);
      expect(res.body).toEqual({
        events: [],
        pagination: { page: 9, limit: 2, total: 6, totalPages: 3, hasNext: false, hasPrev: true },
        counts: { all: 6, upcoming: 4, past: 2 },
      });
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
    ])('refuses ?%s with 400 VALIDATION.FAILED', async (query, field) => {
      const res = await visitor.get(`/api/events?${query}`).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });

    it('serves the event view with display fields, host and RSVP counts computed in SQL', async () => {
      const res = await visitor.get('/api/events').expect(200);
      const soon = res.body.events[0];
      const startsAt = nineUtc(1);
      expect(soon).toMatchObject({
        slug: 'soon',
        title: 'Title of soon',
        dateTime: startsAt.toISOString(),
        eventDate: new Intl.DateTimeFormat('en-US', {
          timeZone: 'UTC',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        })
          .format(startsAt)
          .toUpperCase(),
        eventTime: '9:00 PM - 2:00 AM',
        timeZone: 'UTC',
        location: 'The Mercury Loft, Chicago',
        locationHidden: false,
        price: '$20 before 11pm',
        highlights: ['Live DJ', 'Glow bar'],
        hostId,
        hostName: 'Ev ev_host',
        hostUsername: 'ev_host',
        hostAvatar: null,
        themeId: 'neon-nights',
        rsvpCounts: { going: 1, maybe: 1, cantGo: 1, total: 3, headcount: 3, waiting: 0 },
      });
      expect(res.body.events[1].rsvpCounts).toEqual({
        going: 0,
        maybe: 0,
        cantGo: 0,
        total: 0,
        headcount: 0,
        waiting: 0,
      });
    });

    it('reads a page with its RSVP counts in one SQL statement, whatever its size', async () => {
      const statements = recordStatements(t);
      try {
        await visitor.get('/api/events?limit=100').expect(200);
        expect(statements.reading('events')).toBe(1);
        statements.clear();
        // Past the end the counts still come with the same statement.
        await visitor.get('/api/events?page=50&q=night&status=past').expect(200);
        expect(statements.reading('events')).toBe(1);
        statements.clear();
        await rsvpd.get('/api/events/soon').expect(200);
        expect(statements.reading('events')).toBe(1);
      } finally {
        statements.restore();
      }
    });

    it('never lists drafts or unpublished events, not even to their host', async () => {
      const res = await host.get('/api/events?limit=100').expect(200);
      const slugs = res.body.events.map((e: { slug: string }) => e.slug);
      expect(slugs).not.toContain('a-draft');
      expect(slugs).not.toContain('unpublished');
    });
  });

  describe('hidden location', () => {
    const hiddenIn = async (agent: Agent) => {
      const list = await agent.get('/api/events').expect(200);
      const detail = await agent.get('/api/events/hidden-place').expect(200);
      return {
        list,
        detail,
        listed: list.body.events.find((e: { slug: string }) => e.slug === 'hidden-place'),
      };
    };

    it.each([
      ['a visitor', () => visitor],
      ['a signed-in user without an RSVP', () => stranger],
    ])('is absent from every response body for %s', async (_who, agent) => {
      const { list, detail, listed } = await hiddenIn(agent());
      expect(list.text).not.toContain(HIDDEN_LOCATION);
      expect(detail.text).not.toContain(HIDDEN_LOCATION);
      expect(listed).toMatchObject({ location: null, locationHidden: true, hideLocationUntilRsvp: true });
      expect(detail.body).toMatchObject({ location: null, locationHidden: true });
    });

    it.each([
      ['the host', () => host],
      ['a user who RSVPd', () => rsvpd],
    ])('is shown to %s', async (_who, agent) => {
      const { listed, detail } = await hiddenIn(agent());
      expect(listed).toMatchObject({ location: HIDDEN_LOCATION, locationHidden: false });
      expect(detail.body).toMatchObject({ location: HIDDEN_LOCATION, locationHidden: false });
    });
  });

  describe('gallery', () => {
    it('is empty for signed-out visitors', async () => {
      const res = await visitor.get('/api/events/soon').expect(200);
      expect(res.body.galleryImages).toEqual([]);
    });

    it('drops placeholder and public-objects images for signed-in users', async () => {
      const res = await stranger.get('/api/events/soon').expect(200);
      expect(res.body.galleryImages).toEqual(['https://cdn.example.com/a.jpg']);
    });
  });

  describe('GET /api/events/{slug}', () => {
    it("includes the caller's own RSVP", async () => {
      const mine = await rsvpd.get('/api/events/soon').expect(200);
      expect(mine.body.userRsvp).toMatchObject({
        response: 'going',
        plusOnes: 2,
        emoji: '🎉',
        message: 'See you there',
      });
      const none = await visitor.get('/api/events/soon').expect(200);
      expect(none.body.userRsvp).toBeNull();
      expect(none.body.rsvpCounts).toEqual({
        going: 1,
        maybe: 1,
        cantGo: 1,
        total: 3,
        headcount: 3,
        waiting: 0,
      });
    });

    it("gives the host's email (for 'Contact Host') only to guests with an RSVP and to the host", async () => {
      expect((await rsvpd.get('/api/events/soon').expect(200)).body.hostEmail).toBe('ev_host@example.com');
      expect((await host.get('/api/events/soon').expect(200)).body.hostEmail).toBe('ev_host@example.com');
      // The stranger has an RSVP on 'soon' but none on 'in-three-days'.
      expect((await stranger.get('/api/events/soon').expect(200)).body.hostEmail).toBe('ev_host@example.com');
      for (const caller of [visitor, stranger]) {
        const res = await caller.get('/api/events/in-three-days').expect(200);
        expect(res.body.hostEmail).toBeNull();
        expect(res.text).not.toContain('ev_host@example.com');
      }
      const list = await rsvpd.get('/api/events').expect(200);
      expect(list.text).not.toContain('ev_host@example.com');
    });

    it('shows a past event as past', async () => {
      const res = await visitor.get('/api/events/two-days-ago').expect(200);
      expect(res.body.status).toBe('past');
    });

    it.each(['a-draft', 'unpublished'])('shows the %s event to its host only', async (slug) => {
      const own = await host.get(`/api/events/${slug}`).expect(200);
      expect(own.body.slug).toBe(slug);
      for (const agent of [visitor, stranger]) {
        const res = await agent.get(`/api/events/${slug}`).expect(404);
        expect(res.body.code).toBe('EVENT.NOT_FOUND');
      }
    });

    it('answers an unknown slug with a 404 problem', async () => {
      const res = await visitor.get('/api/events/no-such-event').expect(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({
        status: 404,
        code: 'EVENT.NOT_FOUND',
        detail: "Sorry, we couldn't find that event.",
      });
    });
  });
});
