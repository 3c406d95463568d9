import { uuidv7 } from '@nightlife/domain';
import supertest from 'supertest';
import { createEvent, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

interface QrCodeItem {
  kind: 'profile' | 'event' | 'custom';
  id: string | null;
  eventId: string | null;
  title: string | null;
  customUrl: string | null;
  path: string;
  scanCount: number;
}

// The dynamic QR panel's API (spec 2 §2.9) and the scan redirect of /qr/{id}, as host, other
// host, attendee and visitor.
describe('QR codes', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let attendee: SignedUpUser;
  let published: { id: string; slug: string; title: string };
  let draft: { id: string; slug: string; title: string };
  let othersEvent: { id: string; slug: string; title: string };

  /**
   * A scan as a phone's camera app makes it: no session, no JavaScript; each from another phone
   * unless one is given (a phone's repeated scans count once per window).
   */
  let phones = 0;
  const phone = () => `Mozilla/5.0 (Linux; Android 15; Phone ${(phones += 1)}) Mobile Safari/537.36`;
  const scan = (path: string, userAgent = phone()) =>
    supertest(t.app.getHttpServer()).get(path).set('User-Agent', userAgent).redirects(0);
  const visitor = () => t.request();
  const list = async (user: SignedUpUser): Promise<QrCodeItem[]> =>
    (await user.agent.get('/api/qr-codes').expect(200)).body.items;
  const item = (items: QrCodeItem[], kind: string, key: string | null = null) =>
    items.find((i) => i.kind === kind && (key === null || i.eventId === key || i.id === key));

  beforeAll(async () => {
    t = await createTestApp();
    host = await signUp(t, { username: `qrhost_${Math.random().toString(36).slice(2, 8)}` });
    otherHost = await signUp(t);
    attendee = await signUp(t);
    published = await createEvent(host.agent, { title: 'Neon Static' });
    draft = await createEvent(host.agent, { title: 'Secret Draft', isDraft: true });
    othersEvent = await createEvent(otherHost.agent, { title: 'Not Yours' });
  });

  afterAll(() => t.close());

  describe('GET /api/qr-codes', () => {
    it("lists the host's profile and each event they host (drafts too) with a count of 0", async () => {
      const items = await list(host);
      expect(items[0]).toEqual({
        kind: 'profile',
        id: null,
        eventId: null,
        title: null,
        customUrl: null,
        path: `/qr/${host.id}`,
        scanCount: 0,
      });
      expect(items.filter((i) => i.kind === 'event')).toEqual(
        expect.arrayContaining([
          {
            kind: 'event',
            id: null,
            eventId: published.id,
            title: 'Neon Static',
            customUrl: null,
            path: `/qr/${host.id}?event=${published.id}`,
            scanCount: 0,
          },
          expect.objectContaining({ eventId: draft.id, title: 'Secret Draft' }),
        ]),
      );
      expect(items.some((i) => i.eventId === othersEvent.id)).toBe(false);
    });

    it('gives an attendee their profile only, and another host only their own events', async () => {
      expect((await list(attendee)).map((i) => i.kind)).toEqual(['profile']);
      const others = await list(otherHost);
      expect(others.filter((i) => i.kind === 'event').map((i) => i.eventId)).toEqual([othersEvent.id]);
    });

    it('answers a visitor 401 AUTH.UNAUTHENTICATED', async () => {
      const res = await visitor().get('/api/qr-codes').expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });

  describe('GET /qr/{id} (the printed link)', () => {
    it('sends a profile scan to /{username}, uncached, and counts it for that user only', async () => {
      const res = await scan(`/qr/${host.id}`).expect(302);
      expect(res.headers.location).toBe(`/${host.username}`);
      expect(res.headers['cache-control']).toBe('no-store');
      await scan(`/qr/${host.id}/`).expect(302);
      expect(item(await list(host), 'profile')!.scanCount).toBe(2);
      expect(item(await list(otherHost), 'profile')!.scanCount).toBe(0);
    });

    it('counts neither a HEAD nor a link preview, which are sent to the same place', async () => {
      const before = item(await list(host), 'profile')!.scanCount;
      const head = await t.request().head(`/qr/${host.id}`).expect(302);
      expect(head.headers.location).toBe(`/${host.username}`);
      const preview = await t
        .request()
        .get(`/qr/${host.id}`)
        .set('User-Agent', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)')
        .expect(302);
      expect(preview.headers.location).toBe(`/${host.username}`);
      expect(item(await list(host), 'profile')!.scanCount).toBe(before);
      await scan(`/qr/${host.id}`).expect(302);
      expect(item(await list(host), 'profile')!.scanCount).toBe(before + 1);
    });

    it("counts one phone's repeated scans of a code once, each code apart, storing no address or browser", async () => {
      const fresh = await signUp(t);
      const samePhone = phone();
      for (let i = 0; i < 3; i += 1) {
        const res = await scan(`/qr/${fresh.id}`, samePhone).expect(302);
        expect(res.headers.location).toBe(`/${fresh.username}`);
      }
      expect(item(await list(fresh), 'profile')!.scanCount).toBe(1);
      // Another phone on the same network counts; so does the same phone on another code.
      await scan(`/qr/${fresh.id}`).expect(302);
      expect(item(await list(fresh), 'profile')!.scanCount).toBe(2);
      await scan(`/qr/${host.id}?event=${published.id}`, samePhone).expect(302);
      await scan(`/qr/${host.id}?event=${published.id}`, samePhone).expect(302);
      expect(item(await list(host), 'event', published.id)!.scanCount).toBe(1);

      const stored = await t.orm.em
        .fork()
        .execute<{ row: string }[]>(`select r::text as row from qr_scan_clients r`);
      expect(stored.length).toBeGreaterThan(0);
      for (const { row } of stored) {
        expect(row).not.toContain('127.0.0.1');
        expect(row).not.toContain('Android');
        expect(row).toMatch(/,[0-9a-f]{64},/);
      }
    });

    it('sends ?event= to the public event page and counts it on that event', async () => {
      const before = item(await list(host), 'event', published.id)?.scanCount ?? 0;
      const res = await scan(`/qr/${host.id}?event=${published.id}`).expect(302);
      expect(res.headers.location).toBe(`/event/${published.slug}`);
      expect(item(await list(host), 'event', published.id)!.scanCount).toBe(before + 1);
    });

    it("falls back to the profile for a draft, another host's event or a malformed event", async () => {
      const before = item(await list(host), 'profile')!.scanCount;
      for (const event of [draft.id, othersEvent.id, 'nope', `${published.id}&event=${draft.id}`]) {
        const res = await scan(`/qr/${host.id}?event=${event}`).expect(302);
        expect(res.headers.location).toBe(`/${host.username}`);
      }
      const items = await list(host);
      expect(item(items, 'profile')!.scanCount).toBe(before + 4);
      expect(item(items, 'event', draft.id)!.scanCount).toBe(0);
      expect(item(await list(otherHost), 'event', othersEvent.id)!.scanCount).toBe(0);
    });

    it('counts every one of simultaneous first scans', async () => {
      const fresh = await signUp(t);
      await Promise.all([1, 2, 3, 4, 5].map(() => scan(`/qr/${fresh.id}`).expect(302)));
      expect(item(await list(fresh), 'profile')!.scanCount).toBe(5);
    });

    it('works the same for a signed-in scanner, who is never the one counted against', async () => {
      const res = await attendee.agent.get(`/qr/${host.id}`).redirects(0).expect(302);
      expect(res.headers.location).toBe(`/${host.username}`);
      expect(item(await list(attendee), 'profile')!.scanCount).toBe(0);
    });

    it.each([uuidv7(), 'alice', '..%2F..%2Fetc', "1'%20or%20'1'='1"])(
      'never redirects for an unknown code %s (the app shows its 404 page)',
      async (id) => {
        const res = await scan(`/qr/${id}`);
        expect(res.status).not.toBe(302);
        expect(res.headers.location).toBeUndefined();
        expect(res.status).toBeLessThan(500);
      },
    );
  });

  describe('POST /api/qr-codes (custom URL)', () => {
    it('creates a code for an http(s) address (201), the same one again (200), that scans count', async () => {
      const first = await host.agent
        .post('/api/qr-codes')
        .send({ url: ' https://tickets.example.com/neon?ref=qr ' })
        .expect(201);
      expect(first.body).toEqual({
        kind: 'custom',
        id: expect.any(String),
        eventId: null,
        title: null,
        customUrl: 'https://tickets.example.com/neon?ref=qr',
        path: `/qr/${first.body.id}`,
        scanCount: 0,
      });
      const again = await host.agent
        .post('/api/qr-codes')
        .send({ url: 'https://tickets.example.com/neon?ref=qr' })
        .expect(200);
      expect(again.body).toEqual(first.body);

      const res = await scan(first.body.path).expect(302);
      expect(res.headers.location).toBe('https://tickets.example.com/neon?ref=qr');
      expect(item(await list(host), 'custom', first.body.id)!.scanCount).toBe(1);
    });

    it('lets an attendee and another host make their own codes', async () => {
      for (const user of [attendee, otherHost]) {
        const res = await user.agent.post('/api/qr-codes').send({ url: 'http://example.org/' }).expect(201);
        expect(item(await list(user), 'custom', res.body.id)).toBeDefined();
      }
      expect((await list(host)).some((i) => i.customUrl === 'http://example.org/')).toBe(false);
    });

    it.each([
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/phish',
      '/\\evil.example',
      'https://user:pass@evil.example/',
      'https://good.example\\@evil.example/',
      'ftp://files.example/',
      'evil.example',
    ])('refuses %j with 400 QR.URL_NOT_ALLOWED and stores nothing', async (url) => {
      const before = (await list(host)).length;
      const res = await host.agent.post('/api/qr-codes').send({ url }).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({
        code: 'QR.URL_NOT_ALLOWED',
        detail: 'Enter a web address starting with http:// or https://',
      });
      expect((await list(host)).length).toBe(before);
    });

    it.each([
      ['no url', {}],
      ['an empty url', { url: '' }],
      ['a number', { url: 42 }],
      ['an address over 2048 characters', { url: `https://a.example/${'x'.repeat(2048)}` }],
      ['an unknown field', { url: 'https://a.example', x: 1 }],
    ])('refuses a body with %s: 400 VALIDATION.FAILED', async (_label, body) => {
      const res = await host.agent.post('/api/qr-codes').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    });

    it('answers a visitor 401 and stores nothing', async () => {
      const res = await visitor().post('/api/qr-codes').send({ url: 'https://a.example' }).expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });

    it('never redirects to a stored address that is not http(s), even one written around the API', async () => {
      const id = uuidv7();
      await t.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into qr_codes (id, owner_id, kind, custom_url, scan_count, created_at)
           values (?, ?, 'custom', 'javascript:alert(1)', 0, now())`,
          [id, host.id],
        );
      const res = await scan(`/qr/${id}`);
      expect(res.status).not.toBe(302);
      expect(res.headers.location).toBeUndefined();
    });
  });

  describe('DELETE /api/qr-codes/{codeId}', () => {
    it("is the owner's alone: 404 for another host and an attendee, 401 for a visitor, then 204", async () => {
      const code = (
        await host.agent.post('/api/qr-codes').send({ url: 'https://delete.example/' }).expect(201)
      ).body as QrCodeItem;
      for (const user of [otherHost, attendee]) {
        const res = await user.agent.delete(`/api/qr-codes/${code.id}`).expect(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      expect((await visitor().delete(`/api/qr-codes/${code.id}`).expect(401)).body.code).toBe(
        'AUTH.UNAUTHENTICATED',
      );
      await scan(code.path).expect(302);

      await host.agent.delete(`/api/qr-codes/${code.id}`).expect(204);
      expect(item(await list(host), 'custom', code.id)).toBeUndefined();
      expect((await scan(code.path)).status).not.toBe(302);
      await host.agent.delete(`/api/qr-codes/${code.id}`).expect(404);
    });

    it('answers 404 for a profile id, an unknown id or a malformed one', async () => {
      for (const id of [host.id, uuidv7(), 'not-a-uuid']) {
        const res = await host.agent.delete(`/api/qr-codes/${id}`).expect(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    });
  });

  it("goes with the event: deleting an event's row deletes its code", async () => {
    const event = await createEvent(host.agent, { title: 'Short Lived' });
    await scan(`/qr/${host.id}?event=${event.id}`).expect(302);
    await t.orm.em.fork().getConnection().execute('delete from events where id = ?', [event.id]);
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from qr_codes where event_id = ?', [
        event.id,
      ]);
    expect(row.count).toBe(0);
  });
});
