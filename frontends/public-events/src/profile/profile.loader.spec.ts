import { afterEach, describe, expect, it } from '@jest/globals';
import { isRouteErrorResponse } from 'react-router';
import { profileLoader } from './profile.loader';

const realFetch = globalThis.fetch;
const requested: string[] = [];

/** The server's answer for this test: a status and a body. */
function answer(status: number, body: unknown = null) {
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    return new Response(body === null ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
}

const load = (username: string) =>
  profileLoader({
    params: { username },
    request: new Request(`http://localhost/${username}`),
    context: {},
  } as never);

/** What the loader threw, as react-router's error element would see it. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

const is404 = (error: unknown) =>
  (isRouteErrorResponse(error) && error.status === 404) ||
  (typeof error === 'object' &&
    error !== null &&
    (error as { init?: { status?: number } }).init?.status === 404);

describe('profile loader', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
    requested.length = 0;
  });

  it('answers the shell’s 404 for a name no user holds', async () => {
    answer(404, { code: 'USER.NOT_FOUND' });
    expect(is404(await thrown(load('nobody_here')))).toBe(true);
    expect(requested).toEqual(['/api/users/profile/nobody_here']);
  });

  it('answers 404 for a page’s path or a malformed name without asking the server', async () => {
    answer(200, {});
    for (const name of ['dashboard', 'remotes.json', '.hidden'])
      expect(is404(await thrown(load(name)))).toBe(true);
    expect(requested).toEqual([]);
  });

  it('hands any other failure to the page, which shows Profile Not Found', async () => {
    answer(500, { code: 'INTERNAL' });
    expect(await load('lena.dances')).toEqual({ profile: null });
    globalThis.fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await load('lena.dances')).toEqual({ profile: null });
  });

  it('hands the profile to the page', async () => {
    answer(200, { user: { username: 'lena.dances' }, stats: {}, rsvps: [] });
    expect(await load('lena.dances')).toEqual({
      profile: { user: { username: 'lena.dances' }, stats: {}, rsvps: [] },
    });
  });
});
