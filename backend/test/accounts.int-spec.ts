import { createTestApp, type TestApp } from './support/create-test-app';
import { recordStatements } from './support/statements';
import { newSignup } from './support/users';

const PROBLEM_JSON = /^application\/problem\+json/;

describe('accounts API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function userCount(): Promise<number> {
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from users');
    return row.n;
  }

  describe('signup', () => {
    it('creates an attendee, logs them in and exposes the session', async () => {
      const client = t.request();
      const body = newSignup();
      const res = await client.post('/api/signup').send(body).expect(201);
      expect(res.body).toEqual({
        success: true,
        user: {
          id: expect.any(String),
          username: body.username,
          firstName: 'Nova',
          lastName: 'Reyes',
          email: body.email,
          isPromoter: false,
        },
      });
      const cookie = res.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^nightlife\.sid=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);

      const session = await client.get('/api/user/session').expect(200);
      expect(session.body).toEqual({ authenticated: true, user: res.body.user });
    });

    it('creates a host (promoter) with an optional phone number and a 6-character password', async () => {
      const client = t.request();
      const res = await client
        .post('/api/signup')
        .send(newSignup({ accountType: 'host', phoneNumber: '+1 555 010 0199', password: 'sixsix' }))
        .expect(201);
      expect(res.body.user.isPromoter).toBe(true);
      expect((await client.get('/api/user/session')).body.user.isPromoter).toBe(true);
    });

    it("creates a host (promoter) from the spec's host signup: phoneNumber sent, no accountType", async () => {
      const client = t.request();
      const res = await client
        .post('/api/signup')
        .send(newSignup({ phoneNumber: '', password: 'sixsix' }))
        .expect(201);
      expect(res.body.user.isPromoter).toBe(true);
      expect((await client.get('/api/user/session')).body.user.isPromoter).toBe(true);
    });

    it('applies the attendee password minimum of 8 characters', async () => {
      const res = await t
        .request()
        .post('/api/signup')
        .send(newSignup({ password: 'sixsix' }))
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors).toContainEqual({
        field: 'password',
        message: 'Password must be at least 8 characters long.',
      });
    });

    it.each(['password1', '12345678', 'qwertyuiop'])(
      'refuses the common password %p with 400 and a clear message, creating nothing',
      async (password) => {
        const before = await userCount();
        const res = await t.request().post('/api/signup').send(newSignup({ password })).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
        expect(res.body.errors).toEqual([
          {
            field: 'password',
            message: 'This password is too common. Please choose one that is harder to guess.',
          },
        ]);
        expect(await userCount()).toBe(before);
      },
    );

    it('refuses a username taken in another case with 409 AUTH.USERNAME_TAKEN and changes nothing', async () => {
      const first = newSignup();
      await t.request().post('/api/signup').send(first).expect(201);
      const before = await userCount();
      const client = t.request();
      const res = await client
        .post('/api/signup')
        .send(newSignup({ username: first.username.toUpperCase() }))
        .expect(409);
      expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(res.body).toMatchObject({
        status: 409,
        code: 'AUTH.USERNAME_TAKEN',
        type: 'https://nightlife.dev/problems/AUTH.USERNAME_TAKEN',
      });
      expect(await userCount()).toBe(before);
      expect((await client.get('/api/user/session')).body).toEqual({ authenticated: false, user: null });
    });

    it('refuses an email taken in another case with 409 AUTH.EMAIL_TAKEN and changes nothing', async () => {
      const first = newSignup();
      await t.request().post('/api/signup').send(first).expect(201);
      const before = await userCount();
      const res = await t
        .request()
        .post('/api/signup')
        .send(newSignup({ email: first.email.toUpperCase() }))
        .expect(409);
      expect(res.body.code).toBe('AUTH.EMAIL_TAKEN');
      expect(await userCount()).toBe(before);
    });

    it('answers 400 with field errors for missing fields, wrong types and unknown fields', async () => {
      const res = await t
        .request()
        .post('/api/signup')
        .send({
          username: 42,
          firstName: 'Nova',
          email: 'nova@example.com',
          password: 'long enough',
          isAdmin: true,
        })
        .expect(400);
      expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['username', 'lastName', 'isAdmin']));
      expect(res.body.errors.filter((e: { field: string }) => e.field === 'lastName')).toEqual([
        { field: 'lastName', message: 'Last name is required' },
      ]);
      expect(res.body.errors).toContainEqual({ field: 'username', message: 'Username must be text' });
    });

    it('refuses a reserved username', async () => {
      const res = await t
        .request()
        .post('/api/signup')
        .send(newSignup({ username: 'Dashboard' }))
        .expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('username');
    });
  });

  describe('login', () => {
    it('logs in by username or email, case-insensitively, with a new session id', async () => {
      const body = newSignup();
      await t.request().post('/api/signup').send(body).expect(201);

      for (const login of [body.username.toUpperCase(), body.email.toUpperCase()]) {
        const client = t.request();
        const anonymous = await client.get('/api/user/session').expect(200);
        expect(anonymous.body.authenticated).toBe(false);
        const res = await client
          .post('/api/login')
          .send({ username: login, password: body.password })
          .expect(200);
        expect(res.body).toEqual({
          success: true,
          user: expect.objectContaining({ username: body.username }),
        });
        expect((await client.get('/api/user/session')).body.authenticated).toBe(true);
      }
    });

    it('regenerates the session id on login (no session fixation)', async () => {
      const body = newSignup();
      const client = t.request();
      const signup = await client.post('/api/signup').send(body).expect(201);
      const firstSid = cookieValue(signup.headers['set-cookie']);
      const login = await client
        .post('/api/login')
        .send({ username: body.username, password: body.password })
        .expect(200);
      const secondSid = cookieValue(login.headers['set-cookie']);
      expect(secondSid).toBeTruthy();
      expect(secondSid).not.toBe(firstSid);
    });

    it('regenerates the session id on signup too', async () => {
      const first = newSignup();
      const client = t.request();
      const signup = await client.post('/api/signup').send(first).expect(201);
      const second = await client.post('/api/signup').send(newSignup()).expect(201);
      const [firstSid, secondSid] = [
        cookieValue(signup.headers['set-cookie']),
        cookieValue(second.headers['set-cookie']),
      ];
      expect(firstSid).toBeTruthy();
      expect(secondSid).toBeTruthy();
      expect(secondSid).not.toBe(firstSid);
      expect((await client.get('/api/user/session')).body.user.username).toBe(second.body.user.username);
    });

    it('answers the same 401 for a wrong password and an unknown user', async () => {
      const body = newSignup();
      await t.request().post('/api/signup').send(body).expect(201);
      const wrong = await t
        .request()
        .post('/api/login')
        .send({ username: body.username, password: 'not the password' })
        .expect(401);
      const unknown = await t
        .request()
        .post('/api/login')
        .send({ username: 'nobody_here', password: 'whatever1' })
        .expect(401);
      expect(wrong.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
      // Identical but for the request id each problem carries.
      expect({ ...unknown.body, instance: null }).toEqual({ ...wrong.body, instance: null });
    });

    it('answers 400 when username or password is missing', async () => {
      const res = await t.request().post('/api/login').send({ username: 'someone' }).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors).toContainEqual({
        field: 'password',
        message: 'Username and password are required',
      });
      await t.request().post('/api/login').expect(400);
    });
  });

  describe('logout', () => {
    it('ends the session and clears the cookie', async () => {
      const client = t.request();
      await client.post('/api/signup').send(newSignup()).expect(201);
      const res = await client.post('/api/logout').expect(200);
      expect(res.body).toEqual({ success: true });
      expect(res.headers['set-cookie']?.[0]).toMatch(/^nightlife\.sid=;/);
      expect((await client.get('/api/user/session')).body).toEqual({ authenticated: false, user: null });
    });

    it('ends the session on the server even if the old cookie is replayed', async () => {
      const client = t.request();
      const signup = await client.post('/api/signup').send(newSignup()).expect(201);
      const cookie = (signup.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      await client.post('/api/logout').expect(200);
      const replay = await t.request().get('/api/user/session').set('Cookie', cookie).expect(200);
      expect(replay.body.authenticated).toBe(false);
    });

    it('succeeds without a session', async () => {
      expect((await t.request().post('/api/logout').expect(200)).body).toEqual({ success: true });
    });
  });

  describe('the signed-in user of a session', () => {
    const sql = (query: string, params: unknown[]) =>
      t.orm.em.fork().getConnection().execute(query, params, 'run');

    it('is read with the session, in its statement: no statement of the request reads users', async () => {
      const client = t.request();
      const { body } = await client.post('/api/signup').send(newSignup()).expect(201);
      const statements = recordStatements(t);
      try {
        const session = await client.get('/api/user/session').expect(200);
        expect(session.body).toEqual({ authenticated: true, user: body.user });
        expect(statements.reading('users')).toBe(0);
      } finally {
        statements.restore();
      }
    });

    it('reflects a changed account at once', async () => {
      const client = t.request();
      const { body } = await client.post('/api/signup').send(newSignup()).expect(201);
      await client.get('/api/user/session').expect(200);
      await sql(`update users set first_name = 'Renamed', is_promoter = true where id = ?`, [body.user.id]);
      const session = await client.get('/api/user/session').expect(200);
      expect(session.body.user).toEqual({ ...body.user, firstName: 'Renamed', isPromoter: true });
    });

    it('is signed out when the account no longer exists, and the stored session forgets it', async () => {
      const client = t.request();
      const { body } = await client.post('/api/signup').send(newSignup()).expect(201);
      // The account's row goes, its session row stays (as if deleted by another replica mid-way).
      await sql(`delete from users where id = ?`, [body.user.id]);
      const session = await client.get('/api/user/session').expect(200);
      expect(session.body).toEqual({ authenticated: false, user: null });
      const [stored] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from user_sessions where sess -> 'passport' ->> 'user' = ?`,
          [body.user.id],
        );
      expect(stored.n).toBe(0);
      await client.post('/api/events').send({}).expect(401);
    });
  });

  it('never returns a password or its hash', async () => {
    const body = newSignup({ password: 'a very secret phrase' });
    const client = t.request();
    const responses = [
      await client.post('/api/signup').send(body),
      await client.post('/api/login').send({ username: body.username, password: body.password }),
      await client.get('/api/user/session'),
      await t.request().post('/api/login').send({ username: body.username, password: 'wrong password' }),
    ];
    for (const res of responses) {
      expect(res.text).not.toContain(body.password);
      expect(res.text).not.toContain('$argon2');
      expect(res.text).not.toMatch(/password_?hash/i);
    }
  });
});

function cookieValue(setCookie: unknown): string | undefined {
  const header = (setCookie as string[] | undefined)?.find((c) => c.startsWith('nightlife.sid='));
  return header?.split(';')[0].split('=')[1];
}
