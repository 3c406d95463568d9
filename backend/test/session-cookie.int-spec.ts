import { createTestApp, type TestApp } from './support/create-test-app';
import { newSignup } from './support/users';

// COOKIE_SECURE=auto (the docker topology's default): the session cookie is Secure exactly when
// the request came over HTTPS, as the proxy in front says (X-Forwarded-Proto, TRUST_PROXY).
describe('session cookie with COOKIE_SECURE=auto', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ cookieSecure: 'auto', trustProxy: 1 });
  });

  afterAll(async () => {
    await t.close();
  });

  const signupCookie = async (forwardedProto?: string) => {
    const request = t.request().post('/api/signup');
    if (forwardedProto) request.set('X-Forwarded-Proto', forwardedProto);
    const res = await request.send(newSignup()).expect(201);
    return res.headers['set-cookie']?.[0] ?? '';
  };

  it('is Secure behind an HTTPS proxy', async () => {
    expect(await signupCookie('https')).toMatch(/^nightlife\.sid=.*; Secure/);
  });

  it('is set without Secure over plain HTTP (a local demo), so signing in still works there', async () => {
    const cookie = await signupCookie();
    expect(cookie).toMatch(/^nightlife\.sid=/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
