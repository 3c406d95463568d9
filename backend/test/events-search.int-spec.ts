import { randomBytes } from 'node:crypto';
import { uuidv7 } from '@nightlife/domain';
import { anRsvp } from '@nightlife/domain/testing';
import type supertest from 'supertest';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { RsvpSchema } from '../src/modules/rsvps/persistence/rsvp.schema';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow as sharedEventRow } from './support/event-rows';
import { newSignup } from './support/users';

type Agent = ReturnType<typeof supertest.agent>;

// Every event of this suite carries a token no other suite uses, so searches for it see only
// these events whatever else the run's database holds.
const TOKEN = `zq${randomBytes(4).toString('hex')}`;
const HIDDEN = `Secret ${TOKEN} Bunker`;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

function eventRow(slug: string, hostId: string, startsAt: Date, extra: Record<string, unknown>) {
  return sharedEventRow({ slug: `${slug}-${TOKEN}`, hostId, startsAt, title: 'Untitled night', ...extra });
}

describe('GET /api/events search and status filter', () => {
  let t: TestApp;
  let visitor: Agent;
  let host: Agent;
  let rsvpd: Agent;
  let stranger: Agent;

  async function signedIn(): Promise<{ agent: Agent; id: string }> {
    const agent = t.request();
    const res = await agent
      .post('/api/signup')
      .send(newSignup({ accountType: 'host' }))
      .expect(201);
    return { agent, id: res.body.user.id };
  }

  const search = async (agent: Agent, query: string) => {
    const res = await agent.get(`/api/events?${query}`).expect(200);
    return {
      body: res.body,
      text: res.text,
      slugs: res.body.events.map((e: { slug: string }) => e.slug.replace(`-${TOKEN}`, '')),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    visitor = t.request();
    let hostId: string;
    let rsvpdId: string;
    ({ agent: host, id: hostId } = await signedIn());
    ({ agent: rsvpd, id: rsvpdId } = await signedIn());
    ({ agent: stranger } = await signedIn());

    const hidden = eventRow('hidden', hostId, daysFromNow(4), {
      location: HIDDEN,
      locationReveal: { mode: 'on-rsvp', hoursBefore: null },
    });
    const em = t.orm.em.fork();
    await em.insertMany(EventSchema, [
      eventRow('title', hostId, daysFromNow(1), { title: `Rooftop ${TOKEN.toUpperCase()} Party` }),
      eventRow('description', hostId, daysFromNow(-3), {
        description: `Dance all night at the ${TOKEN} hall`,
      }),
      eventRow('location', hostId, daysFromNow(2), { location: `${TOKEN} Warehouse` }),
      hidden,
      eventRow('percent', hostId, daysFromNow(5), { title: `${TOKEN} 100% Vinyl` }),
      eventRow('thousand', hostId, daysFromNow(6), { title: `${TOKEN} 1000 Club` }),
      eventRow('draft', hostId, daysFromNow(3), { title: `${TOKEN} draft`, isDraft: true }),
      eventRow('unpublished', hostId, daysFromNow(3), { title: `${TOKEN} unpublished`, isPublished: false }),
    ]);
    await em.insertMany(RsvpSchema, [
      anRsvp(0, { id: uuidv7(), eventId: hidden.id, userId: rsvpdId, createdAt: new Date() }),
    ]);
  });

  afterAll(() => t.close());

  it('matches title, description and location case-insensitively, never drafts', async () => {
    const { slugs, body } = await search(visitor, `q=${TOKEN.toUpperCase()}`);
    expect(slugs).toEqual(['title', 'location', 'percent', 'thousand', 'description']);
    expect(body.counts).toEqual({ all: 5, upcoming: 4, past: 1 });
    expect(body.pagination).toMatchObject({ total: 5, totalPages: 1 });
    expect((await search(visitor, `q=${encodeURIComponent(`${TOKEN} HALL`)}`)).slugs).toEqual([
      'description',
    ]);
    expect((await search(visitor, `q=${encodeURIComponent(`${TOKEN} warehouse`)}`)).slugs).toEqual([
      'location',
    ]);
  });

  it('trims the search text', async () => {
    const { slugs } = await search(visitor, `q=${encodeURIComponent(`   ${TOKEN}  `)}`);
    expect(slugs).toHaveLength(5);
  });

  it('never matches a hidden location for callers who may not see it', async () => {
    const query = `q=${encodeURIComponent(`secret ${TOKEN}`)}`;
    for (const agent of [visitor, stranger]) {
      const res = await search(agent, query);
      expect(res.slugs).toEqual([]);
      expect(res.body.counts).toEqual({ all: 0, upcoming: 0, past: 0 });
    }
    const plain = await search(visitor, `q=${TOKEN}`);
    expect(plain.text).not.toContain(HIDDEN);
  });

  it('matches a hidden location for the host and for a user who RSVPd', async () => {
    for (const agent of [host, rsvpd]) {
      const res = await search(agent, `q=${encodeURIComponent(`secret ${TOKEN}`)}`);
      expect(res.slugs).toEqual(['hidden']);
      expect(res.body.events[0].location).toBe(HIDDEN);
      expect((await search(agent, `q=${TOKEN}`)).body.counts).toEqual({ all: 6, upcoming: 5, past: 1 });
    }
  });

  it('takes % and _ literally', async () => {
    expect((await search(visitor, `q=${encodeURIComponent(`${TOKEN} 100%`)}`)).slugs).toEqual(['percent']);
    expect((await search(visitor, `q=${encodeURIComponent(`${TOKEN}_1000`)}`)).slugs).toEqual([]);
    expect((await search(visitor, `q=${encodeURIComponent('%')}&limit=100`)).body.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: `percent-${TOKEN}` })]),
    );
  });

  it('filters by status while the counts stay those of the search', async () => {
    const past = await search(visitor, `q=${TOKEN}&status=past`);
    expect(past.slugs).toEqual(['description']);
    expect(past.body.pagination).toMatchObject({ total: 1, totalPages: 1 });
    expect(past.body.counts).toEqual({ all: 5, upcoming: 4, past: 1 });

    const upcoming = await search(visitor, `q=${TOKEN}&status=upcoming&limit=3`);
    expect(upcoming.slugs).toEqual(['title', 'location', 'percent']);
    expect(upcoming.body.pagination).toEqual({
      page: 1,
      limit: 3,
      total: 4,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    const second = await search(visitor, `q=${TOKEN}&status=upcoming&limit=3&page=2`);
    expect(second.slugs).toEqual(['thousand']);

    const all = await search(visitor, `q=${TOKEN}&status=all`);
    expect(all.slugs).toHaveLength(5);
  });

  it.each([
    [`q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ['q=a&q=b', 'q', 'q must be text'],
    ['status=live', 'status', 'status must be one of: all, upcoming, past'],
  ])('refuses ?%s with 400', async (query, field, message) => {
    const res = await visitor.get(`/api/events?${query}`).expect(400);
    expect(res.body.code).toBe('VALIDATION.FAILED');
    expect(res.body.errors).toEqual([{ field, message }]);
  });

  it('uses the trigram indexes where pg_trgm is installed', async () => {
    const em = t.orm.em.fork();
    const [{ installed }] = await em.execute<{ installed: boolean }[]>(
      `select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`,
    );
    const indexes = await em.execute<{ indexname: string }[]>(
      `select indexname from pg_indexes where tablename = 'events' and indexname like '%trgm%' order by 1`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual(
      installed ? ['events_location_trgm_idx', 'events_search_text_trgm_idx'] : [],
    );
  });
});
