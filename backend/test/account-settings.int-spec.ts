import { SESSION_COOKIE } from '../src/platform/sessions/session.store';
import { logIn, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

describe('settings API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  describe('GET and PUT /api/user/settings', () => {
    it('answers the defaults until the user saves, then keeps what they saved, per user', async () => {
      const ada = await signUp(t);
      const bob = await signUp(t);
      const defaults = {
        defaultAgeRestriction: '21+',
        defaultLocation: null,
        emailNotifications: true,
        textNotifications: false,
      };
      expect((await ada.agent.get('/api/user/settings').expect(200)).body).toEqual(defaults);

      const saved = await ada.agent
        .put('/api/user/settings')
        .send({ defaultAgeRestriction: '18+', defaultLocation: ' The Loft ', textNotifications: true })
        .expect(200);
      const expected = {
        ...defaults,
        defaultAgeRestriction: '18+',
        defaultLocation: 'The Loft',
        textNotifications: true,
      };
      expect(saved.body).toEqual(expected);
      await ada.agent.put('/api/user/settings').send({ emailNotifications: false }).expect(200);

      // Another session of the same user reads it from the server.
      const elsewhere = await logIn(t, ada);
      expect((await elsewhere.get('/api/user/settings').expect(200)).body).toEqual({
        ...expected,
        emailNotifications: false,
      });
      expect((await bob.agent.get('/api/user/settings').expect(200)).body).toEqual(defaults);
    });

    it.each([
      ['defaultAgeRestriction', { defaultAgeRestriction: '16+' }],
      ['emailNotifications', { emailNotifications: 'yes' }],
      ['defaultLocation', { defaultLocation: 'x'.repeat(301) }],
      ['theme', { theme: 'clean' }],
    ])('refuses a bad %s with 400 and keeps the settings', async (field, body) => {
      const user = await signUp(t);
      const res = await user.agent.put('/api/user/settings').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect((await user.agent.get('/api/user/settings').expect(200)).body.defaultAgeRestriction).toBe('21+');
    });

    it('refuses a visitor with 401', async () => {
      await t.request().get('/api/user/settings').expect(401);
      await t.request().put('/api/user/settings').send({ textNotifications: true }).expect(401);
    });
  });

  describe('PUT /api/user/password', () => {
    let user: SignedUpUser;

    beforeEach(async () => {
      user = await signUp(t);
    });

    const sessionCookie = (res: { headers: Record<string, unknown> }) =>
      ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) =>
        c.startsWith(`${SESSION_COOKIE}=`),
      );

    it('changes the password, signs out every other session and rotates this one', async () => {
      const phone = await logIn(t, user);
      expect((await phone.get('/api/user/session').expect(200)).body.authenticated).toBe(true);

      const res = await user.agent
        .put('/api/user/password')
        .send({ currentPassword: user.password, newPassword: 'brand new 99' })
        .expect(200);
      expect(res.body).toEqual({ success: true });
      // A new session id: whoever knew the old one holds nothing.
      expect(sessionCookie(res)?.split(';')[0]).not.toBe(user.cookie);
      const thief = await t.request().get('/api/user/session').set('Cookie', user.cookie).expect(200);
      expect(thief.body.authenticated).toBe(false);

      expect((await user.agent.get('/api/user/session').expect(200)).body.authenticated).toBe(true);
      expect((await phone.get('/api/user/session').expect(200)).body).toEqual({
        authenticated: false,
        user: null,
      });

      await t
        .request()
        .post('/api/login')
        .send({ username: user.username, password: user.password })
        .expect(401);
      await t
        .request()
        .post('/api/login')
        .send({ username: user.username, password: 'brand new 99' })
        .expect(200);
    });

    it('keeps the sessions of other users', async () => {
      const other = await signUp(t);
      await user.agent
        .put('/api/user/password')
        .send({ currentPassword: user.password, newPassword: 'brand new 99' })
        .expect(200);
      expect((await other.agent.get('/api/user/session').expect(200)).body.authenticated).toBe(true);
    });

    it('refuses a wrong current password with 403 AUTH.PASSWORD_INCORRECT and signs no one out', async () => {
      const phone = await logIn(t, user);
      const res = await user.agent
        .put('/api/user/password')
        .send({ currentPassword: 'guess guess', newPassword: 'brand new 99' })
        .expect(403);
      expect(res.body.code).toBe('AUTH.PASSWORD_INCORRECT');
      expect(res.body.errors).toEqual([{ field: 'currentPassword', message: 'Your password is incorrect' }]);
      expect((await phone.get('/api/user/session').expect(200)).body.authenticated).toBe(true);
      await t
        .request()
        .post('/api/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
    });

    it.each([
      [
        { currentPassword: 'x', newPassword: '12345' },
        'newPassword',
        'Password must be at least 6 characters',
      ],
      [{ currentPassword: '', newPassword: 'n1ght0' }, 'currentPassword', 'Current password is required'],
      [{ newPassword: 'n1ght0' }, 'currentPassword', 'Current password is required'],
      [
        { currentPassword: 'x', newPassword: 'QWERTYUIOP' },
        'newPassword',
        'This password is too common. Please choose one that is harder to guess.',
      ],
    ])('refuses %p with 400', async (body, field, message) => {
      const res = await user.agent.put('/api/user/password').send(body).expect(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    });

    it('refuses a visitor with 401', async () => {
      const res = await t
        .request()
        .put('/api/user/password')
        .send({ currentPassword: 'a', newPassword: 'bbbbbb' })
        .expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });
});
