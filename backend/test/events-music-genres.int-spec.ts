import { randomBytes } from 'node:crypto';
import { addDaysToDateKey, localDateKey } from '@nightlife/domain';
import { type Agent, signUp } from './support/accounts';
import { readCommittedOpenApiDocument } from '../src/platform/swagger/openapi';
import { createTestApp, type TestApp } from './support/create-test-app';

const ZONE = 'America/Chicago';
const chicagoDate = (days: number) => addDaysToDateKey(localDateKey(new Date(), ZONE), days);
// A genre no other suite uses, so a search for it sees only this suite's events.
const TOKEN = `zq${randomBytes(4).toString('hex')}`;

/** The property names the committed document gives a component schema. */
function documented(schema: string): string[] {
  const schemas = readCommittedOpenApiDocument().components?.schemas ?? {};
  return Object.keys((schemas[schema] as { properties: object }).properties).sort();
}

describe('music genres (spec 1 §3 event record: musicGenres)', () => {
  let t: TestApp;
  let host: Agent;
  let visitor: Agent;

  async function createEvent(body: Record<string, unknown>) {
    const res = await host
      .post('/api/events')
      .send({ title: `Genre night ${Date.now()}`, eventDate: chicagoDate(3), ...body })
      .expect(201);
    return res.body as { id: string; slug: string; musicGenres: string[] };
  }

  const fieldErrors = (res: { body: { errors?: { field: string; message: string }[] } }) =>
    Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: host } = await signUp(t, { accountType: 'host' }));
    visitor = t.request();
  });

  afterAll(() => t.close());

  it('stores them trimmed, without blanks and repeats (any case), and shows them to everyone', async () => {
    const event = await createEvent({ musicGenres: [' Deep House ', '', 'deep house', 'Disco\nAfrobeats'] });
    expect(event.musicGenres).toEqual(['Deep House', 'Disco', 'Afrobeats']);
    const page = await visitor.get(`/api/events/${event.slug}`).expect(200);
    expect(page.body.musicGenres).toEqual(['Deep House', 'Disco', 'Afrobeats']);
    // An event created without them has none.
    expect((await createEvent({})).musicGenres).toEqual([]);
  });

  it('are replaced on update and given back to the edit form', async () => {
    const event = await createEvent({ musicGenres: ['Techno'] });
    const updated = await host
      .put(`/api/events/${event.id}`)
      .send({ title: 'Genre night, edited', eventDate: chicagoDate(3), musicGenres: ['House', 'Garage'] })
      .expect(200);
    expect(updated.body.musicGenres).toEqual(['House', 'Garage']);
    const byId = await host.get(`/api/events/by-id/${event.id}`).expect(200);
    expect(byId.body.musicGenres).toEqual(['House', 'Garage']);
    expect(byId.body.form.musicGenres).toEqual(['House', 'Garage']);
    const hosted = await host.get('/api/dashboard/events').expect(200);
    expect(hosted.body.find((e: { id: string }) => e.id === event.id).musicGenres).toEqual([
      'House',
      'Garage',
    ]);
    // PUT replaces every field: left out, they are cleared.
    const cleared = await host
      .put(`/api/events/${event.id}`)
      .send({ title: 'Genre night, edited', eventDate: chicagoDate(3) })
      .expect(200);
    expect(cleared.body.musicGenres).toEqual([]);
  });

  it.each([
    [
      'more than 5',
      { musicGenres: ['House', 'Disco', 'Techno', 'Jazz', 'Soul', 'Funk'] },
      'Music genres can have at most 5 entries',
    ],
    [
      'one longer than 40 characters',
      { musicGenres: ['x'.repeat(41)] },
      'Music genres: each entry must be at most 40 characters',
    ],
    ['not a list', { musicGenres: 'House' }, 'Music genres must be a list'],
    ['not text', { musicGenres: ['House', 7] }, 'Music genres must be a list of text'],
  ])('refuses %s with a 400 and the field message', async (_case, body, message) => {
    const res = await host
      .post('/api/events')
      .send({ title: 'Too many genres', eventDate: chicagoDate(3), ...body })
      .expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION.FAILED');
    expect(fieldErrors(res)).toEqual({ musicGenres: message });
  });

  it('are matched by the list search, case-insensitively, and never on a draft', async () => {
    const techno = await createEvent({ musicGenres: ['House', `${TOKEN.toUpperCase()} Techno`] });
    await createEvent({ musicGenres: [`${TOKEN} Ambient`], isDraft: true });
    await createEvent({ musicGenres: ['Disco'] });
    const found = await visitor.get(`/api/events?q=${TOKEN}`).expect(200);
    expect(found.body.events.map((e: { slug: string }) => e.slug)).toEqual([techno.slug]);
    expect(found.body.counts.all).toBe(1);
    const phrase = await visitor.get(`/api/events?q=${encodeURIComponent(`${TOKEN} tech`)}`).expect(200);
    expect(phrase.body.events.map((e: { slug: string }) => e.slug)).toEqual([techno.slug]);
  });

  it('are part of the indexed search text', async () => {
    const em = t.orm.em.fork();
    const [{ expression, indexed }] = await em.execute<{ expression: string; indexed: boolean }[]>(`
      select pg_get_expr(d.adbin, d.adrelid) as expression,
        exists (select 1 from pg_indexes where tablename = 'events' and indexname = 'events_search_text_trgm_idx'
          and indexdef like '%search_text%') as indexed
      from pg_attrdef d
      join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where d.adrelid = 'events'::regclass and a.attname = 'search_text'`);
    expect(expression).toContain('music_genres');
    const [{ installed }] = await em.execute<{ installed: boolean }[]>(
      `select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`,
    );
    expect(indexed).toBe(installed);
  });

  it('answers exactly the documented fields: a new column reaches no response unless a response class declares it', async () => {
    const event = await createEvent({ musicGenres: ['House'] });
    const detail = await host.get(`/api/events/${event.slug}`).expect(200);
    expect(Object.keys(detail.body).sort()).toEqual(documented('EventDetail'));
    const list = await visitor.get('/api/events?limit=1').expect(200);
    expect(Object.keys(list.body.events[0]).sort()).toEqual(documented('EventSummary'));
    const byId = await host.get(`/api/events/by-id/${event.id}`).expect(200);
    expect(Object.keys(byId.body).sort()).toEqual(documented('EventById'));
    expect(Object.keys(byId.body.form).sort()).toEqual(documented('EventFormValues'));
  });
});
