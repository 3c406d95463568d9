import { randomBytes } from 'node:crypto';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { EventViewsQuery } from '../src/modules/events/persistence/event-views.query';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow } from './support/event-rows';
import { newSignup } from './support/users';

describe('GET /api/events memory cache for signed-out callers', () => {
  let t: TestApp;
  // A word only this suite's events carry, so the searches below see only them.
  const token = `vc${randomBytes(4).toString('hex')}`;
  const listUrl = `/api/events?q=${token}`;

  beforeAll(async () => {
    t = await createTestApp({ eventListCacheMs: 60_000 });
  });
  afterAll(() => t.close());

  it('serves a visitor the page it read moments ago, while signed-in callers read fresh', async () => {
    const host = t.request();
    const hostId = (
      await host
        .post('/api/signup')
        .send(newSignup({ accountType: 'host' }))
        .expect(201)
    ).body.user.id;
    const publish = (slug: string) =>
      t.orm.em
        .fork()
        .insert(
          EventSchema,
          eventRow({ slug: `${slug}-${token}`, hostId, startsAt: new Date(Date.now() + 86_400_000) }),
        );
    const visitor = t.request();

    await publish('first');
    expect((await visitor.get(listUrl).expect(200)).body.pagination.total).toBe(1);

    await publish('second');
    expect((await visitor.get(listUrl).expect(200)).body.pagination.total).toBe(1);
    expect((await host.get(listUrl).expect(200)).body.pagination.total).toBe(2);
    // Another page or filter is another entry.
    expect((await visitor.get(`${listUrl}&status=upcoming`).expect(200)).body.pagination.total).toBe(2);
  });

  it('reads a page once for visitors who ask for it at the same moment', async () => {
    const reads = jest.spyOn(t.app.get(EventViewsQuery), 'listPublished');
    try {
      const url = `${listUrl}&status=past`;
      const pages = await Promise.all(Array.from({ length: 20 }, () => t.request().get(url).expect(200)));
      expect(new Set(pages.map((page) => page.text)).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
