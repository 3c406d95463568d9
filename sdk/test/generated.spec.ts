import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The committed types are what openapi-typescript (its default options) makes of the committed
// OpenAPI document: `npm run generate -w @nightlife/sdk` regenerates them.
it('the generated schema matches the OpenAPI document', () => {
  const root = path.resolve(__dirname, '..');
  // The package's exports hide its CLI from require.resolve: find it where npm installed it.
  const cli = [root, path.resolve(root, '..')]
    .map((dir) => path.join(dir, 'node_modules/openapi-typescript/bin/cli.js'))
    .find((file) => existsSync(file))!;
  const run = spawnSync(process.execPath, [cli, '../backend/openapi/openapi.json'], {
    cwd: root,
    encoding: 'utf8',
    // The types carry every operation's example: well over the default 1 MB of output.
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.status).toBe(0);
  expect(run.stdout === readFileSync(path.join(root, 'src/schema.d.ts'), 'utf8')).toBe(true);
});
