import { uuidv7 } from '@nightlife/domain';
import type supertest from 'supertest';
import { createTestApp, type TestApp } from './support/create-test-app';
import { newSignup } from './support/users';

type Agent = ReturnType<typeof supertest.agent>;

describe('connections API', () => {
  let t: TestApp;
  let ada: { agent: Agent; id: string };
  let bob: { agent: Agent; id: string };

  const connectionRows = (fromUserId: string, toUserId: string) =>
    t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; status: string }[]>(
        'select id, status from connections where from_user_id = ? and to_user_id = ?',
        [fromUserId, toUserId],
      );

  async function signUp(): Promise<{ agent: Agent; id: string }> {
    const agent = t.request();
    const res = await agent.post('/api/signup').send(newSignup()).expect(201);
    return { agent, id: res.body.user.id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp();
    bob = await signUp();
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
    const carol = await signUp();
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

  it.each([{ userId: 'not-a-uuid' }, {}, { userId: 42 }, { toUserId: uuidv7() }])(
    'refuses the body %p with 400 VALIDATION.FAILED',
    async (body) => {
      const res = await ada.agent.post('/api/connections').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    },
  );

  it('refuses a signed-out visitor with 401 AUTH.UNAUTHENTICATED', async () => {
    const visitor = t.request();
    for (const body of [{ userId: bob.id }, { userId: 'not-a-uuid' }]) {
      const res = await visitor.post('/api/connections').send(body).expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    }
    expect(await connectionRows(bob.id, ada.id)).toEqual([]);
  });
});
