// The Nightlife API's typed client: the paths and schemas are generated from the committed
// OpenAPI document (`npm run generate -w @nightlife/sdk`, drift-tested), the calls are
// openapi-fetch's. See docs/using-the-api.md.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type NightlifeClient = Client<paths>;
export { verifyWebhook, signWebhook, type WebhookHeaders } from './webhooks.js';

export interface NightlifeClientOptions {
  /** The app's origin, e.g. `https://nightlife.example` (the paths start with /api). */
  baseUrl: string;
  /** A personal access token (`nlpat_...`) made in Settings; without one, only public reads work. */
  token?: string;
  /** Another fetch (tests, proxies, retries). */
  fetch?: typeof globalThis.fetch;
}

/**
 * A client acting with a personal access token. Each call is typed from the document: its path
 * parameters, query, body, the success body as `data` and the problem (with its `code` union) as
 * `error`.
 *
 * ```ts
 * const api = createNightlifeClient({ baseUrl, token });
 * const { data, error } = await api.GET('/api/events', { params: { query: { page: 1 } } });
 * ```
 */
export function createNightlifeClient(options: NightlifeClientOptions): NightlifeClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  if (options.token) {
    const bearer: Middleware = {
      onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${options.token}`);
        return request;
      },
    };
    client.use(bearer);
  }
  return client;
}
