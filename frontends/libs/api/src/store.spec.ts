// Drives the real store and base query against a throwaway HTTP server, checking what
// a page sees: the session value, error messages, and session invalidation.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBaseQuery } from './base-query';
import { errorMessage } from './error-message';
import { api, createAppStore, prefetch } from './index';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let origin: string;
let handler: Handler;
const requests: Array<{ method?: string; url?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ method: req.method, url: req.url });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app calls its own origin; under Node that is the test server.
  Object.defineProperty(globalThis, 'location', { value: new URL(origin), configurable: true });
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(JSON.stringify(body));
}

const user = {
  id: 'u1',
  username: 'neo',
  firstName: 'Neo',
  lastName: 'Anderson',
  email: 'neo@example.com',
  isPromoter: false,
};

describe('base query', () => {
  const call = (args: string | { url: string; method?: string }, type: 'query' | 'mutation' = 'query') =>
    createBaseQuery(() => origin)(
      args,
      {
        type,
        signal: new AbortController().signal,
        abort: () => {},
        dispatch: () => {},
        getState: () => ({}),
        extra: undefined,
        endpoint: 'x',
        forced: false,
      },
      {},
    );

  it('turns a 401 on a query into empty data', async () => {
    handler = (_req, res) => json(res, 401, { code: 'AUTH.UNAUTHENTICATED' }, 'application/problem+json');
    await expect(call('/api/thing')).resolves.toMatchObject({ data: null });
  });

  it('keeps a 401 on a mutation as an error with the status and body', async () => {
    handler = (_req, res) => json(res, 401, { code: 'AUTH.INVALID_CREDENTIALS' }, 'application/problem+json');
    const result = await call({ url: '/api/login', method: 'POST' }, 'mutation');
    expect(result.error).toEqual({
      status: 401,
      data: { code: 'AUTH.INVALID_CREDENTIALS' },
      message: '401: {"code":"AUTH.INVALID_CREDENTIALS"}',
    });
  });

  it('uses the status text when the error body is empty', async () => {
    handler = (_req, res) => {
      res.writeHead(503, 'Service Unavailable');
      res.end();
    };
    const result = await call('/api/health');
    expect(errorMessage(result.error)).toBe('503: Service Unavailable');
  });

  it('does not retry a failed call', async () => {
    handler = (_req, res) => json(res, 500, { code: 'INTERNAL' });
    await call('/api/events');
    expect(requests).toHaveLength(1);
  });

  it('parses JSON bodies of successful responses', async () => {
    handler = (_req, res) => json(res, 200, { status: 'ok' });
    await expect(call('/api/health')).resolves.toMatchObject({ data: { status: 'ok' } });
  });
});

describe('store', () => {
  it('reads a signed-out session as no user and refetches the session after login', async () => {
    let signedIn = false;
    handler = (req, res) => {
      if (req.url === '/api/user/session') {
        if (signedIn) json(res, 200, { authenticated: true, user });
        else json(res, 401, { code: 'AUTH.UNAUTHENTICATED' });
      } else if (req.url === '/api/login') {
        signedIn = true;
        json(res, 200, { success: true, user });
      } else json(res, 404, { code: 'NOT_FOUND' });
    };
    const store = createAppStore();
    const subscription = store.dispatch(api.endpoints.getSession.initiate());
    await subscription;
    expect(api.endpoints.getSession.select()(store.getState()).data).toBeNull();

    await store
      .dispatch(api.endpoints.login.initiate({ loginDto: { username: 'neo', password: 'secret123' } }))
      .unwrap();
    // The session is refetched in the background after login: wait for it (bounded), not a fixed
    // 50 ms that a busy machine overruns.
    const session = () => api.endpoints.getSession.select()(store.getState()).data;
    for (const deadline = Date.now() + 5_000; !session()?.authenticated && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));

    expect(session()).toEqual({ authenticated: true, user });
    expect(requests.filter((r) => r.url === '/api/user/session')).toHaveLength(2);
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
  });

  it('reports a failed call with the spec message', async () => {
    handler = (_req, res) => json(res, 429, { code: 'RATE_LIMITED' });
    const store = createAppStore();
    const result = await store.dispatch(
      api.endpoints.login.initiate({ loginDto: { username: 'neo', password: 'secret123' } }),
    );
    expect(errorMessage(result.error)).toBe('429: {"code":"RATE_LIMITED"}');
    store.dispatch(api.util.resetApiState());
  });
});

describe('prefetch (a route loader)', () => {
  it('leaves the answer in the store for the page, read once', async () => {
    handler = (_req, res) => json(res, 200, { authenticated: true, user });
    const store = createAppStore();
    await prefetch(api.endpoints.getSession.initiate());
    expect(api.endpoints.getSession.select()(store.getState()).data).toEqual({ authenticated: true, user });
    // The page's hook, subscribing after the loader, reads the same entry: no second request.
    const page = store.dispatch(api.endpoints.getSession.initiate());
    await page;
    expect(requests.filter((request) => request.url === '/api/user/session')).toHaveLength(1);
    page.unsubscribe();
    // Clears the unused entries' removal timers, which would keep Jest waiting.
    store.dispatch(api.util.resetApiState());
  });

  it("never throws: a failed call is the page's to show", async () => {
    handler = (_req, res) => json(res, 500, { code: 'INTERNAL' });
    const store = createAppStore();
    await expect(prefetch(api.endpoints.getSession.initiate())).resolves.toBeUndefined();
    expect(api.endpoints.getSession.select()(store.getState()).isError).toBe(true);
    store.dispatch(api.util.resetApiState());
  });
});
