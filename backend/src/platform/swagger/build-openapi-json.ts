import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../app.factory';
import { loadConfig } from '../config/load-config';
import {
  COMMITTED_EXAMPLES_PATH,
  createOpenApiDocument,
  stableJson,
  type OperationExamples,
} from './openapi';
import { readOperationDocs } from './operation-docs';

/**
 * The OpenAPI document as committed: built in Nest's preview mode (no provider runs, so no
 * database or Redis) from a fixed configuration and the controllers' sources (for their doc
 * comments), keys sorted, nothing time-dependent.
 */
export async function buildOpenApiJson(): Promise<string> {
  const config = loadConfig({ DATABASE_URL: 'postgres://localhost/openapi-preview', NODE_ENV: 'test' });
  const app = await createApp(config, { preview: true });
  try {
    const sources = path.resolve(__dirname, '../../../src');
    const examples = JSON.parse(readFileSync(COMMITTED_EXAMPLES_PATH, 'utf8')) as OperationExamples;
    return stableJson(createOpenApiDocument(app, readOperationDocs(sources), examples));
  } finally {
    await app.close();
  }
}
