import { addDaysToDateKey, localDateKey, slugify } from '@nightlife/domain';
import type supertest from 'supertest';
import { createTestApp, type TestApp } from './support/create-test-app';
import { newSignup } from './support/users';

type Agent = ReturnType<typeof supertest.agent>;

const ZONE = 'America/Chicago';
/** 'YYYY-MM-DD' `days` from today in Chicago, the default event zone. */
const chicagoDate = (days: number) => addDaysToDateKey(localDateKey(new Date(), ZONE), days);

describe('POST /api/events', () => {
  let t: TestApp;
  let host: Agent;
  let hostId: string;
  let other: Agent;
  let otherHost: Agent;
  let visitor: Agent;

  async function signedIn(accountType: 'host' | 'attendee'): Promise<{ agent: Agent; id: string }> {
    const agent = t.request();
    const res = await agent.post('/api/signup').send(newSignup({ accountType })).expect(201);
    return { agent, id: res.body.user.id };
  }

  const fieldErrors = (res: { body: { errors?: { field: string; message: string }[] } }) =>
    Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: host, id: hostId } = await signedIn('host'));
    ({ agent: other } = await signedIn('attendee'));
    ({ agent: otherHost } = await signedIn('host'));
    visitor = t.request();
  });

  afterAll(() => t.close());

  it('refuses a signed-out caller with 401 and creates nothing', async () => {
    const title = `Signed out ${Date.now()}`;
    const res = await visitor
      .post('/api/events')
      .send({ title, date: chicagoDate(2) })
      .expect(401);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    const list = await visitor.get(`/api/events?q=${encodeURIComponent(title)}`).expect(200);
    expect(list.body.counts.all).toBe(0);
    // The sign-in check comes before validation: a signed-out caller learns nothing from it.
    const invalid = await visitor.post('/api/events').send({ bogus: true }).expect(401);
    expect(invalid.body.code).toBe('AUTH.UNAUTHENTICATED');
  });

  it('creates an event from a title and a date, with the caller as host and the defaults filled', async () => {
    const date = chicagoDate(3);
    const res = await host.post('/api/events').send({ title: 'Velvet Hour Launch', date }).expect(201);
    expect(res.body).toMatchObject({
      title: 'Velvet Hour Launch',
      slug: expect.stringMatching(/^velvet-hour-launch(-\d+)?$/),
      hostId,
      status: 'upcoming',
      timeZone: ZONE,
      eventTime: '8:00 PM',
      ageRestriction: '21+',
      ctaButtonLabel: 'Buy Tickets',
      unlimitedSpots: true,
      maxCapacity: null,
      themeId: 'neon-nights',
      highlights: [],
      rsvpCounts: { going: 0, maybe: 0, cantGo: 0, total: 0, headcount: 0, waiting: 0 },
      userRsvp: null,
    });
    expect(localDateKey(new Date(res.body.dateTime), ZONE)).toBe(date);
    // Published: anyone can open it.
    const seen = await visitor.get(`/api/events/${res.body.slug}`).expect(200);
    expect(seen.body.id).toBe(res.body.id);
  });

  it('stores every field, ends past midnight on the next day and shows the host a hidden location', async () => {
    const res = await host
      .post('/api/events')
      .send({
        title: '  Afterglow Social  ',
        tagline: 'Synthwave till sunrise',
        description: 'Three rooms of sound.',
        date: chicagoDate(5),
        startTime: '22:00',
        endTime: '02:00',
        timeZone: 'Europe/Berlin',
        location: 'Basement 7, Kreuzberg',
        hideLocationUntilRsvp: true,
        price: '$20 before 11pm',
        ageRestriction: '25+',
        unlimitedSpots: false,
        maxCapacity: 120,
        dressCode: 'All black',
        highlights: ['  Live DJ  ', '', 'Glow bar\n\nCoat check'],
        ticketUrl: 'https://tickets.example.com/afterglow',
        ctaButtonLabel: 'Get In',
        flyerImageUrl: 'https://cdn.example.com/afterglow.jpg',
        galleryImages: ['https://cdn.example.com/g1.jpg', ' '],
        themeId: 'neon-nights',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      title: 'Afterglow Social',
      slug: expect.stringMatching(/^afterglow-social(-\d+)?$/),
      eventTime: '10:00 PM - 2:00 AM',
      timeZone: 'Europe/Berlin',
      location: 'Basement 7, Kreuzberg',
      locationHidden: false,
      hideLocationUntilRsvp: true,
      ageRestriction: '25+',
      unlimitedSpots: false,
      maxCapacity: 120,
      highlights: ['Live DJ', 'Glow bar', 'Coat check'],
      ctaButtonLabel: 'Get In',
      galleryImages: ['https://cdn.example.com/g1.jpg'],
    });
    const seen = await visitor.get(`/api/events/${res.body.slug}`).expect(200);
    expect(seen.body).toMatchObject({ location: null, locationHidden: true });
  });

  it('adds -2 and -3 to the slug when the same title is used again', async () => {
    const title = `Slug Clash ${Date.now()}`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await host
        .post('/api/events')
        .send({ title, date: chicagoDate(4) })
        .expect(201);
      slugs.push(res.body.slug);
    }
    const base = slugs[0];
    expect(base).toMatch(/^slug-clash-\d+$/);
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('suffixes a slug chosen by the host when it is taken', async () => {
    const slug = `own-slug-${Date.now()}`;
    const first = await host
      .post('/api/events')
      .send({ title: 'Mine', slug, date: chicagoDate(4) })
      .expect(201);
    const second = await other
      .post('/api/events')
      .send({ title: 'Also mine', slug, date: chicagoDate(4) })
      .expect(201);
    expect([first.body.slug, second.body.slug]).toEqual([slug, `${slug}-2`]);
  });

  it("answers missing title and date with the spec's messages", async () => {
    const missing = await host.post('/api/events').send({}).expect(400);
    expect(missing.body.code).toBe('VALIDATION.FAILED');
    expect(fieldErrors(missing)).toMatchObject({
      title: 'Event title is required',
      eventDate: 'Event date is required',
    });
    const blank = await host.post('/api/events').send({ title: '   ', date: '' }).expect(400);
    expect(fieldErrors(blank)).toEqual({
      title: 'Event title is required',
      eventDate: 'Event date is required',
    });
  });

  it('refuses a date before today in the event zone', async () => {
    const res = await host
      .post('/api/events')
      .send({ title: 'Yesterday', date: chicagoDate(-1) })
      .expect(400);
    expect(fieldErrors(res)).toEqual({ eventDate: 'Event date cannot be in the past' });
    await host
      .post('/api/events')
      .send({ title: 'Tonight', date: chicagoDate(0) })
      .expect(201);
  });

  it.each([
    [{ unlimitedSpots: false }, 'Max capacity is required when spots are limited'],
    [{ unlimitedSpots: false, maxCapacity: 0 }, 'Max capacity must be a whole number of at least 1'],
    [{ unlimitedSpots: false, maxCapacity: 10.5 }, 'Max capacity must be a whole number of at least 1'],
    [{ maxCapacity: 40 }, 'Max capacity can only be set when spots are limited'],
    [{ unlimitedSpots: true, maxCapacity: 40 }, 'Max capacity can only be set when spots are limited'],
  ])('applies the capacity rules to %p', async (capacity, message) => {
    const res = await host
      .post('/api/events')
      .send({ title: 'Capacity', date: chicagoDate(2), ...capacity })
      .expect(400);
    expect(fieldErrors(res)).toEqual({ maxCapacity: message });
  });

  it.each([
    [{ themeId: 'no-such-theme' }, 'themeId', 'Please choose one of the available themes'],
    [
      { ageRestriction: '16+' },
      'ageRestriction',
      'Age restriction must be one of: All Ages, 18+, 21+, 25+, 30+, 40+',
    ],
    [
      { ticketUrl: 'javascript:alert(1)' },
      'ticketUrl',
      'Ticket URL must be a web address starting with http:// or https://',
    ],
    [{ startTime: '8pm' }, 'startTime', 'Start time must be a 24-hour time (HH:MM)'],
    [
      { slug: 'Not A Slug' },
      'slug',
      'Slug may only contain lowercase letters, digits and single hyphens (at most 80 characters)',
    ],
    [{ hostId: '00000000-0000-7000-8000-000000000000' }, 'hostId', 'property hostId should not exist'],
  ])('refuses %p with 400', async (extra, field, message) => {
    const res = await host
      .post('/api/events')
      .send({ title: 'Refused', date: chicagoDate(2), ...extra })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION.FAILED');
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('keeps a draft visible to its host only', async () => {
    const title = `Draft Night ${Date.now()}`;
    const res = await host
      .post('/api/events')
      .send({ title, date: chicagoDate(6), isDraft: true })
      .expect(201);
    const slug = res.body.slug as string;
    await host.get(`/api/events/${slug}`).expect(200);
    for (const agent of [other, visitor]) {
      const hidden = await agent.get(`/api/events/${slug}`).expect(404);
      expect(hidden.body.code).toBe('EVENT.NOT_FOUND');
    }
    const listed = await host.get(`/api/events?q=${encodeURIComponent(title)}`).expect(200);
    expect(listed.body.counts.all).toBe(0);
  });

  it('answers 20 concurrent creations of one title with 20 events under 20 distinct slugs', async () => {
    const title = `Rush Hour ${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => host.post('/api/events').send({ title, date: chicagoDate(4) })),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(20).fill(201));
    const root = slugify(title);
    const expected = [root, ...Array.from({ length: 19 }, (_, i) => `${root}-${i + 2}`)];
    expect(responses.map((res) => res.body.slug as string).sort()).toEqual(expected.sort());
  });

  describe('a draft stays secret from other creators', () => {
    it.each([
      ['another host', () => otherHost],
      ['an attendee', () => other],
    ])('gives %s the slug it would get if the draft did not exist', async (_who, creator) => {
      const title = `Secret Launch ${Date.now()}`;
      const root = slugify(title);
      // The draft's host even asks for the bare slug: a draft's slug is private all the same.
      const draft = await host
        .post('/api/events')
        .send({ title, slug: root, date: chicagoDate(5), isDraft: true })
        .expect(201);
      expect(draft.body.slug).toMatch(new RegExp(`^${root}-d[0-9a-f]{11}$`));

      const byTitle = await creator()
        .post('/api/events')
        .send({ title, date: chicagoDate(5) })
        .expect(201);
      const bySlug = await creator()
        .post('/api/events')
        .send({ title, slug: root, date: chicagoDate(5) })
        .expect(201);
      expect([byTitle.body.slug, bySlug.body.slug]).toEqual([root, `${root}-2`]);
      await creator()
        .get(`/api/events/${draft.body.slug as string}`)
        .expect(404);
    });
  });
});
