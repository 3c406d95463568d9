import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_SCOPE_NAMES, uuidv7, type AccessTokenScope } from '@nightlife/domain';
import supertest from 'supertest';
import { createEvent, signUp, type Agent, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

interface NewToken {
  id: string;
  name: string;
  scopes: AccessTokenScope[];
  state: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  token: string;
}

interface OpenApiOperation {
  operationId: string;
  security: Record<string, string[]>[];
}

// Personal access tokens (issue 23 §1, ADR 0035) through the API on PostgreSQL: made, listed and
// revoked in a session; used as bearer tokens on the same routes as the session, limited to their
// scopes and to what their owner may do; no CSRF check and no cookie for bearer requests; a rate
// limit of their own. Every route is tried with a token lacking its scope, an expired token and a
// revoked one.
describe('personal access tokens', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let attendee: SignedUpUser;
  let event: { id: string; slug: string; title: string };
  let operations: Array<{ method: string; path: string; operation: OpenApiOperation }>;

  const makeToken = async (
    owner: SignedUpUser,
    body: Record<string, unknown> = { name: 'Integration', scopes: ACCESS_TOKEN_SCOPE_NAMES },
  ): Promise<NewToken> => (await owner.agent.post('/api/tokens').send(body).expect(201)).body as NewToken;

  /** A program with no cookie jar: only the bearer token says who it is. */
  const program = (token: string) => {
    const agent: Agent = t.request();
    return {
      get: (url: string) => agent.get(url).set('Authorization', `Bearer ${token}`),
      post: (url: string) => agent.post(url).set('Authorization', `Bearer ${token}`),
      put: (url: string) => agent.put(url).set('Authorization', `Bearer ${token}`),
      patch: (url: string) => agent.patch(url).set('Authorization', `Bearer ${token}`),
      delete: (url: string) => agent.delete(url).set('Authorization', `Bearer ${token}`),
    };
  };

  /** Every operation of the committed document, with its path parameters filled with well-formed values. */
  const concretePath = (path: string) =>
    path
      .replace('{slug}', event.slug)
      .replace('{event}', event.id)
      .replace('{eventId}', event.id)
      .replace('{username}', host.username)
      .replace('{kind}', 'contact-inquiries')
      .replace('{code}', 'AAAAAAAAAAAAAAAAAAAAAA')
      .replace('{file}', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')
      .replace('{scanId}', 'scan-1')
      .replace(/\{\w+\}/g, uuidv7());

  beforeAll(async () => {
    t = await createTestApp();
    [host, otherHost, attendee] = await Promise.all([
      signUp(t, { accountType: 'host' }),
      signUp(t, { accountType: 'host' }),
      signUp(t),
    ]);
    event = await createEvent(host.agent, { title: 'Token Night' });
    const document = (await t.request().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('shows a new token its secret once, stores only its hash, and lists it with its scopes', async () => {
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const made = await makeToken(host, {
      name: '  Door list sync ',
      scopes: ['guests:read', 'events:read'],
      expiresAt: inAMonth,
    });
    expect(made).toEqual({
      id: expect.any(String),
      name: 'Door list sync',
      scopes: ['events:read', 'guests:read'],
      state: 'active',
      createdAt: expect.any(String),
      expiresAt: inAMonth,
      lastUsedAt: null,
      token: expect.stringMatching(/^nlpat_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ token_hash: string }[]>('select token_hash from access_tokens where id = ?', [made.id]);
    expect(row!.token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));

    const listed = (await host.agent.get('/api/tokens').expect(200)).body as Record<string, unknown>[];
    expect(listed[0]).toEqual({ ...made, token: undefined });
    expect(JSON.stringify(listed)).not.toContain(made.token);
    // Another user sees none of them.
    expect((await otherHost.agent.get('/api/tokens').expect(200)).body).toEqual([]);
  });

  it('says what is wrong with a new token, and caps the active tokens at 20', async () => {
    const bad = await host.agent
      .post('/api/tokens')
      .send({ name: '', scopes: ['events:read', 'root'], expiresAt: '2020-01-01T00:00:00Z' })
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION.FAILED');
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'scopes', 'expiresAt']);

    const user = await signUp(t);
    for (let i = 0; i < 20; i++) await makeToken(user, { name: `T${i}`, scopes: ['events:read'] });
    const over = await user.agent
      .post('/api/tokens')
      .send({ name: 'T21', scopes: ['events:read'] })
      .expect(409);
    expect(over.body).toMatchObject({
      code: 'ACCESS_TOKEN.TOO_MANY',
      detail: 'You have 20 active tokens: revoke one before making another.',
    });
  });

  it('acts for its owner on the routes of its scopes, with no cookie and no CSRF check', async () => {
    const { token } = await makeToken(host, { name: 'Events', scopes: ['events:read', 'events:write'] });
    const created = await program(token)
      .post('/api/events')
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ title: 'Made by a program', date: '2030-07-01' })
      .expect(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    const mine = await program(token).get('/api/dashboard/events').expect(200);
    expect(mine.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(mine.body)).toContain('Made by a program');

    // The same request with the owner's cookie from another site is refused as before.
    const cookieFromElsewhere = await host.agent
      .post('/api/events')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ title: 'Forged', date: '2030-07-01' })
      .expect(403);
    expect(cookieFromElsewhere.body.code).toBe('CSRF.CROSS_ORIGIN');
  });

  it('ignores a session cookie sent along with a token: the token alone says who is calling', async () => {
    const { token } = await makeToken(host, { name: 'Reader', scopes: ['events:read'] });
    // The attendee's cookie with the host's token: still the host, and nothing beyond the token's scope.
    const res = await supertest(t.app.getHttpServer())
      .get('/api/dashboard/events')
      .set('Cookie', attendee.cookie)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(JSON.stringify(res.body)).toContain('Token Night');
    const settings = await supertest(t.app.getHttpServer())
      .get('/api/user/settings')
      .set('Cookie', host.cookie)
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
    expect(settings.body.code).toBe('ACCESS_TOKEN.NOT_FOR_TOKENS');
  });

  it('refuses every route a token lacks the scope for (403), and every route to an expired or revoked token (401)', async () => {
    const expired = await makeToken(host, { name: 'Expired', scopes: ACCESS_TOKEN_SCOPE_NAMES });
    await t.orm.em
      .getConnection()
      .execute(`update access_tokens set expires_at = now() - interval '1 minute' where id = ?`, [
        expired.id,
      ]);
    const revoked = await makeToken(host, { name: 'Revoked', scopes: ACCESS_TOKEN_SCOPE_NAMES });
    await host.agent.delete(`/api/tokens/${revoked.id}`).expect(204);

    const outcomes: string[] = [];
    for (const { method, path, operation } of operations) {
      const url = concretePath(path);
      const bearer = operation.security.find((requirement) => 'accessToken' in requirement);
      const scope = bearer?.accessToken[0] as AccessTokenScope | undefined;
      // A token with every scope but the one this route needs.
      const lacking = await makeToken(host, {
        name: 'Lacking',
        scopes: ACCESS_TOKEN_SCOPE_NAMES.filter((other) => other !== scope),
      });
      const staff =
        operation.operationId.startsWith('exportStaff') || operation.operationId === 'getStaffInbox';
      const expected = staff
        ? '404'
        : scope
          ? '403 ACCESS_TOKEN.MISSING_SCOPE'
          : '403 ACCESS_TOKEN.NOT_FOR_TOKENS';
      for (const [label, token, want] of [
        ['lacking', lacking.token, expected],
        ['expired', expired.token, '401 ACCESS_TOKEN.INVALID'],
        ['revoked', revoked.token, '401 ACCESS_TOKEN.INVALID'],
      ] as const) {
        const client = program(token);
        const res = await client[method as 'get'](url).send(method === 'get' ? undefined : {});
        const got = res.status === 404 && staff ? '404' : `${res.status} ${res.body.code}`;
        if (got !== want)
          outcomes.push(`${method.toUpperCase()} ${path} with a ${label} token: ${got}, not ${want}`);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      await host.agent.delete(`/api/tokens/${lacking.id}`).expect(204);
    }
    expect(outcomes).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  it('answers 401 with WWW-Authenticate to an unknown or malformed token, and names the missing scope', async () => {
    for (const header of ['Bearer nlpat_unknown', 'Bearer', 'Bearer a b', 'bearer not-even-ours']) {
      const res = await t.request().get('/api/events').set('Authorization', header).expect(401);
      expect(res.body).toMatchObject({
        code: 'ACCESS_TOKEN.INVALID',
        detail: 'This access token is not valid: it may have expired or been revoked.',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    const { token } = await makeToken(host, { name: 'Reader', scopes: ['events:read'] });
    const res = await program(token)
      .post('/api/events')
      .send({ title: 'No', date: '2030-01-01' })
      .expect(403);
    expect(res.body.detail).toBe('This access token lacks the events:write scope this request needs.');
    expect(res.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="events:write"');
  });

  it("follows its owner's rights: another host's event, and an attendee's token, answer as their sessions do", async () => {
    const all = { name: 'All', scopes: ACCESS_TOKEN_SCOPE_NAMES };
    const asOtherHost = program((await makeToken(otherHost, all)).token);
    const asAttendee = program((await makeToken(attendee, all)).token);
    const tries: Array<[string, (client: ReturnType<typeof program> | Agent) => supertest.Test]> = [
      ['guest list', (c) => c.get(`/api/events/${event.id}/tickets`)],
      ['edit', (c) => c.put(`/api/events/${event.id}`).send({ title: 'Taken over' })],
      ['delete', (c) => c.delete(`/api/events/${event.id}`)],
      ['door list', (c) => c.get(`/api/events/${event.id}/door/guests`)],
      [
        'announce',
        (c) => c.post(`/api/events/${event.id}/announcement`).send({ message: 'Hi', recipientIds: [] }),
      ],
      ['create event', (c) => c.post('/api/events').send({ title: 'By an attendee', date: '2030-01-01' })],
    ];
    for (const [label, request] of tries) {
      for (const [who, viaToken, viaSession] of [
        ['other host', asOtherHost, otherHost.agent],
        ['attendee', asAttendee, attendee.agent],
      ] as const) {
        const [token, session] = await Promise.all([request(viaToken), request(viaSession)]);
        expect({ label, who, status: token.status, code: token.body.code }).toEqual({
          label,
          who,
          status: session.status,
          code: session.body.code,
        });
      }
    }
    // The event is untouched.
    const after = await t.request().get(`/api/events/${event.slug}`).expect(200);
    expect(after.body.title).toBe('Token Night');
    // Another user's token cannot be revoked by them.
    const hostToken = await makeToken(host, { name: 'Mine', scopes: ['events:read'] });
    expect((await otherHost.agent.delete(`/api/tokens/${hostToken.id}`).expect(404)).body.code).toBe(
      'ACCESS_TOKEN.NOT_FOUND',
    );
    await program(hostToken.token).get('/api/dashboard/events').expect(200);
  });

  it('is refused from the request after it is revoked, and records its last use', async () => {
    const made = await makeToken(host, { name: 'Short-lived', scopes: ['rsvps:write', 'rsvps:read'] });
    const guestEvent = await createEvent(otherHost.agent, { title: 'Guest Night' });
    await program(made.token)
      .post(`/api/events/${guestEvent.slug}/rsvp`)
      .send({ response: 'going' })
      .expect(201);
    const mine = await program(made.token).get(`/api/events/${guestEvent.id}/tickets/mine`).expect(200);
    expect(mine.body).toHaveLength(1);
    const listed = (await host.agent.get('/api/tokens').expect(200)).body as NewToken[];
    expect(listed.find((token) => token.id === made.id)?.lastUsedAt).toEqual(expect.any(String));

    await host.agent.delete(`/api/tokens/${made.id}`).expect(204);
    await program(made.token).get(`/api/events/${guestEvent.id}/tickets/mine`).expect(401);
    expect(
      ((await host.agent.get('/api/tokens').expect(200)).body as NewToken[]).map((x) => x.id),
    ).not.toContain(made.id);
    await host.agent.delete(`/api/tokens/${made.id}`).expect(404);
  });

  it('cannot make, list or revoke tokens, even with every scope', async () => {
    const { token, id } = await makeToken(host);
    for (const res of [
      await program(token)
        .post('/api/tokens')
        .send({ name: 'Child', scopes: ['events:read'] }),
      await program(token).get('/api/tokens'),
      await program(token).delete(`/api/tokens/${id}`),
    ]) {
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 403,
        code: 'ACCESS_TOKEN.NOT_FOR_TOKENS',
      });
    }
  });

  it("goes when its owner's account is deleted", async () => {
    const user = await signUp(t);
    const { token } = await makeToken(user, { name: 'Gone', scopes: ['events:read'] });
    await program(token).get('/api/events').expect(200);
    await user.agent.delete('/api/user').send({ password: user.password }).expect(200);
    await program(token).get('/api/events').expect(401);
  });
});

describe('personal access token rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ accessTokenRateLimit: { limit: 3, ttlMs: 60_000 } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts per token, tells what is left in RateLimit-* headers, and answers 429 with Retry-After over it', async () => {
    const owner = await signUp(t);
    const make = async () =>
      (
        (
          await owner.agent
            .post('/api/tokens')
            .send({ name: 'Busy', scopes: ['events:read'] })
            .expect(201)
        ).body as NewToken
      ).token;
    const [busy, calm] = [await make(), await make()];
    const call = (token: string) => t.request().get('/api/events').set('Authorization', `Bearer ${token}`);
    for (const remaining of [2, 1, 0]) {
      const res = await call(busy).expect(200);
      expect(res.headers).toMatchObject({
        'ratelimit-limit': '3',
        'ratelimit-remaining': String(remaining),
        'ratelimit-policy': '3;w=60',
        'ratelimit-reset': expect.stringMatching(/^\d+$/),
      });
    }
    const over = await call(busy).expect(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    // Another token of the same owner has its own count; a session is not limited by the tokens.
    await call(calm).expect(200);
    await owner.agent.get('/api/events').expect(200);
  });
});
