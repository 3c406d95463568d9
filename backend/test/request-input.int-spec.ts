import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './support/create-test-app';
import { rawClient, type RawRequest, type RawResponse } from './support/raw-http';
import { newSignup } from './support/users';

describe('request input at the edge', () => {
  let t: TestApp;
  let send: (req: RawRequest) => Promise<RawResponse>;

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: true });
    send = await rawClient(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  const json = { 'Content-Type': 'application/json' };
  const problem = (res: RawResponse) => ({
    status: res.status,
    contentType: String(res.headers['content-type']).split(';')[0],
    code: (JSON.parse(res.text) as { code: string }).code,
  });
  const expectProblem = (res: RawResponse, status: number, code: string) =>
    expect(problem(res)).toEqual({ status, contentType: 'application/problem+json', code });

  async function usersNamed(username: string): Promise<number> {
    const [row] = await t.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from users where username = ?', [username]);
    return Number(row.n);
  }

  it('refuses a NUL in a body field with 400 REQUEST.INVALID_CHARACTER and stores nothing', async () => {
    const signup = newSignup({ firstName: 'No\u0000va' });
    const res = await send({
      method: 'POST',
      path: '/api/signup',
      headers: json,
      body: JSON.stringify(signup),
    });
    expectProblem(res, 400, 'REQUEST.INVALID_CHARACTER');
    expect(await usersNamed(signup.username)).toBe(0);
  });

  it('refuses a NUL in the path or the query string, on API and page routes alike', async () => {
    expectProblem(
      await send({ method: 'GET', path: '/api/events/abc%00' }),
      400,
      'REQUEST.INVALID_CHARACTER',
    );
    expectProblem(
      await send({ method: 'GET', path: '/api/events?q=a%00b' }),
      400,
      'REQUEST.INVALID_CHARACTER',
    );
    expectProblem(await send({ method: 'GET', path: '/events?utm=%00' }), 400, 'REQUEST.INVALID_CHARACTER');
  });

  it('answers malformed percent-encoding in the path with 400 REQUEST.MALFORMED_URL', async () => {
    expectProblem(await send({ method: 'GET', path: '/api/events/%E0%A4%A' }), 400, 'REQUEST.MALFORMED_URL');
    expectProblem(await send({ method: 'GET', path: '/event/%zz' }), 400, 'REQUEST.MALFORMED_URL');
  });

  it('answers an unsupported charset or Content-Encoding with 415, a corrupt gzip body with 400', async () => {
    const body = JSON.stringify(newSignup());
    const cases = [
      {
        headers: { 'Content-Type': 'application/json; charset=x-bogus' },
        body,
        status: 415,
        code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      },
      {
        headers: { ...json, 'Content-Encoding': 'x-bogus' },
        body,
        status: 415,
        code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      },
      {
        headers: { ...json, 'Content-Encoding': 'gzip' },
        body: gzipSync(body).subarray(0, 20),
        status: 400,
        code: 'REQUEST.MALFORMED_BODY',
      },
    ];
    for (const { headers, body: sent, status, code } of cases) {
      expectProblem(await send({ method: 'POST', path: '/api/signup', headers, body: sent }), status, code);
    }
  });

  it('still reads a well-formed gzip body', async () => {
    const signup = newSignup();
    const res = await send({
      method: 'POST',
      path: '/api/signup',
      headers: { ...json, 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify(signup)),
    });
    expect(res.status).toBe(201);
  });

  it('answers a body in another media type than JSON with 415', async () => {
    const res = await send({
      method: 'POST',
      path: '/api/login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expectProblem(res, 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers JSON nested thousands of levels deep with 400 REQUEST.TOO_DEEP', async () => {
    const deep = `{"description": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expectProblem(
      await send({ method: 'POST', path: '/api/error-reports', headers: json, body: deep }),
      400,
      'REQUEST.TOO_DEEP',
    );
  });

  it('files an error report whose text has a lone surrogate, with U+FFFD in its place', async () => {
    const res = await send({
      method: 'POST',
      path: '/api/error-reports',
      headers: json,
      // A lone high surrogate, as JSON.stringify writes it and as a broken page may produce it.
      body: JSON.stringify({
        description: 'Broken emoji \ud83d here',
        consoleErrors: [{ message: '\udc00' }],
      }),
    });
    expect(res.status).toBe(202);
    const { reportId } = JSON.parse(res.text) as { reportId: string };
    const deadline = Date.now() + 10_000;
    let row: { description: string; console_errors: { message: string }[] } | undefined;
    while (!row && Date.now() < deadline) {
      [row] = await t.orm.em
        .fork()
        .execute<(typeof row & object)[]>(
          'select description, console_errors from error_reports where id = ?',
          [reportId],
        );
      if (!row) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toMatchObject({
      description: 'Broken emoji \ufffd here',
      console_errors: [expect.objectContaining({ message: '\ufffd' })],
    });
  });
});
