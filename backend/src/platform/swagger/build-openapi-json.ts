import { createApp } from '../../app.factory';
import { loadConfig } from '../config/load-config';
import { createOpenApiDocument, stableJson } from './openapi';

/**
 * The OpenAPI document as committed: built in Nest's preview mode (no provider runs, so no
 * database or Redis) from a fixed configuration, keys sorted, nothing time-dependent.
 */
export async function buildOpenApiJson(): Promise<string> {
  const config = loadConfig({ DATABASE_URL: 'postgres://localhost/openapi-preview', NODE_ENV: 'test' });
  const app = await createApp(config, { preview: true });
  try {
    return stableJson(createOpenApiDocument(app));
  } finally {
    await app.close();
  }
}
