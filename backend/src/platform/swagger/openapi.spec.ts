import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiJson } from './build-openapi-json';

describe('committed OpenAPI file', () => {
  it('matches what the app generates (run `npm run openapi -w @nightlife/backend` and commit)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../../../openapi/openapi.json'), 'utf8');
    expect(await buildOpenApiJson()).toBe(committed);
  });

  it('names every operation after its controller method', async () => {
    const document = JSON.parse(await buildOpenApiJson()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(ids).toEqual(expect.arrayContaining(['getSession', 'signup', 'login', 'logout', 'getHealth']));
  });
});
