import { uuidv7 } from '@nightlife/domain';
import { signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

describe('connections API', () => {
  let t: TestApp;
  let ada: SignedUpUser;
  let bob: SignedUpUser;

  const connectionRows = (fromUserId: string, toUserId: string) =>
    t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; status: string }[]>(
        'select id, status from connections where from_user_id = ? and to_user_id = ?',
        [fromUserId, toUserId],
      );

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t);
    bob = await signUp(t);
  });

  afterAll(() => t.close());

  it('connects once: 201 with the new connection, then 200 with the same one, one row', async () => {
    const first = await ada.agent.post('/api/connections').send({ userId: bob.id }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      toUserId: bob.id,
      status: 'accepted',
      createdAt: expect.any(String),
    });
    const again = await ada.agent.post('/api/connections').send({ userId: bob.id }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await connectionRows(ada.id, bob.id)).toEqual([{ id: first.body.id, status: 'accepted' }]);
  });

  it('creates one connection when the same request arrives several times at once', async () => {
    const carol = await signUp(t);
    const statuses = await Promise.all(
      [1, 2, 3, 4].map(
        async () => (await carol.agent.post('/api/connections').send({ userId: ada.id })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(await connectionRows(carol.id, ada.id)).toHaveLength(1);
  });

  it('refuses to connect a user with themself: 400 CONNECTION.SELF', async () => {
    const res = await ada.agent.post('/api/connections').send({ userId: ada.id }).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('CONNECTION.SELF');
    expect(await connectionRows(ada.id, ada.id)).toEqual([]);
  });

  it('answers 404 USER.NOT_FOUND for an unknown user', async () => {
    const res = await ada.agent.post('/api/connections').send({ userId: uuidv7() }).expect(404);
    expect(res.body.code).toBe('USER.NOT_FOUND');
  });

  it.each([
    { userId: 'not-a-uuid' },
    {},
    { userId: 42 },
    { toUserId: 'nope' },
    { userId: uuidv7(), other: 1 },
  ])('refuses the body %p with 400 VALIDATION.FAILED', async (body) => {
    const res = await ada.agent.post('/api/connections').send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION.FAILED');
  });

  it('refuses a signed-out visitor with 401 AUTH.UNAUTHENTICATED', async () => {
    const visitor = t.request();
    for (const body of [{ userId: bob.id }, { userId: 'not-a-uuid' }]) {
      const res = await visitor.post('/api/connections').send(body).expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    }
    expect(await connectionRows(bob.id, ada.id)).toEqual([]);
  });
});

describe('connections list and status', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function userNamed(firstName: string, lastName: string, username: string) {
    return signUp(t, {
      firstName,
      lastName,
      username: `${username}_${Math.random().toString(36).slice(2, 6)}`,
    });
  }

  it('accepts {toUserId} (profile page) as well as {userId} (ticket page): one connection', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    const first = await ada.agent.post('/api/connections').send({ toUserId: bob.id }).expect(201);
    const again = await ada.agent.post('/api/connections').send({ userId: bob.id }).expect(200);
    expect(again.body).toEqual(first.body);
    await ada.agent.post('/api/connections').send({ userId: bob.id, toUserId: bob.id }).expect(200);
    const mixed = await ada.agent
      .post('/api/connections')
      .send({ userId: bob.id, toUserId: ada.id })
      .expect(400);
    expect(mixed.body.code).toBe('VALIDATION.FAILED');
    const self = await ada.agent.post('/api/connections').send({ toUserId: ada.id }).expect(400);
    expect(self.body.code).toBe('CONNECTION.SELF');
  });

  it('lists the caller’s connections with their public fields, searched, sorted and paged', async () => {
    const me = await signUp(t);
    const zed = await userNamed('Zed', 'Adams', 'aa_zed');
    const amy = await userNamed('Amy', 'Zhou', 'zz_amy');
    const max = await userNamed('Max', 'Moon', 'mm_max');
    for (const other of [zed, amy, max]) {
      await me.agent.post('/api/connections').send({ toUserId: other.id }).expect(201);
    }
    // Someone connecting to me is not my connection.
    const fan = await signUp(t);
    await fan.agent.post('/api/connections').send({ toUserId: me.id }).expect(201);

    const byName = await me.agent.get('/api/connections').expect(200);
    expect(byName.body.connections.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Amy',
      'Max',
      'Zed',
    ]);
    expect(byName.body.connections[0]).toEqual({
      id: expect.any(String),
      userId: amy.id,
      username: amy.username,
      firstName: 'Amy',
      lastName: 'Zhou',
      location: null,
      bio: null,
      avatar: null,
      isVerified: false,
      status: 'accepted',
      createdAt: expect.any(String),
    });
    expect(byName.text).not.toContain(amy.email);
    expect(byName.body.pagination).toEqual({
      page: 1,
      limit: 25,
      total: 3,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });

    const byUsername = await me.agent.get('/api/connections?sort=username').expect(200);
    expect(byUsername.body.connections.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Zed',
      'Max',
      'Amy',
    ]);
    const recent = await me.agent.get('/api/connections?sort=recent').expect(200);
    expect(recent.body.connections.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Max',
      'Amy',
      'Zed',
    ]);

    const search = await me.agent.get('/api/connections?q=%20ZHO%20').expect(200);
    expect(search.body.connections.map((c: { userId: string }) => c.userId)).toEqual([amy.id]);
    const byHandle = await me.agent.get('/api/connections?q=mm_').expect(200);
    expect(byHandle.body.connections.map((c: { userId: string }) => c.userId)).toEqual([max.id]);
    const literal = await me.agent.get('/api/connections?q=%25').expect(200);
    expect(literal.body.connections).toEqual([]);

    const page2 = await me.agent.get('/api/connections?limit=2&page=2').expect(200);
    expect(page2.body.connections.map((c: { firstName: string }) => c.firstName)).toEqual(['Zed']);
    expect(page2.body.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasNext: false,
      hasPrev: true,
    });
    const beyond = await me.agent.get('/api/connections?limit=2&page=9').expect(200);
    expect(beyond.body).toEqual({
      connections: [],
      pagination: { page: 9, limit: 2, total: 3, totalPages: 2, hasNext: false, hasPrev: true },
    });

    // Each user sees only their own list.
    const theirs = await zed.agent.get('/api/connections').expect(200);
    expect(theirs.body.connections).toEqual([]);
  });

  it.each(['sort=age', 'limit=0', 'limit=101', 'page=0', `q=${'x'.repeat(101)}`])(
    'refuses ?%s with 400',
    async (query) => {
      const user = await signUp(t);
      const res = await user.agent.get(`/api/connections?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    },
  );

  it('tells whether the caller is connected with a user', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    expect((await ada.agent.get(`/api/connections/${bob.id}/status`).expect(200)).body).toEqual({
      status: 'none',
    });
    await ada.agent.post('/api/connections').send({ toUserId: bob.id }).expect(201);
    expect((await ada.agent.get(`/api/connections/${bob.id}/status`).expect(200)).body).toEqual({
      status: 'accepted',
    });
    // One-way: Bob did not connect with Ada.
    expect((await bob.agent.get(`/api/connections/${ada.id}/status`).expect(200)).body).toEqual({
      status: 'none',
    });
    expect((await ada.agent.get(`/api/connections/${ada.id}/status`).expect(200)).body).toEqual({
      status: 'none',
    });

    const unknown = await ada.agent.get(`/api/connections/${uuidv7()}/status`).expect(404);
    expect(unknown.body.code).toBe('USER.NOT_FOUND');
    const malformed = await ada.agent.get('/api/connections/not-a-uuid/status').expect(400);
    expect(malformed.body.code).toBe('VALIDATION.FAILED');
    expect(malformed.body.errors).toEqual([{ field: 'userId', message: 'userId must be a UUID' }]);
  });

  it('refuses a visitor with 401 on the list and the status', async () => {
    const bob = await signUp(t);
    expect((await t.request().get('/api/connections').expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
    await t.request().get(`/api/connections/${bob.id}/status`).expect(401);
  });
});
