import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The committed client must be what the codegen makes of the committed OpenAPI document
// (`npm run codegen -w @nightlife/api` regenerates it). The codegen runs in its own Node
// process: prettier, which it formats with, needs dynamic imports Jest's sandbox lacks.
it('the generated client matches the OpenAPI document', () => {
  const root = path.resolve(__dirname, '..');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(root, 'openapi-config.cjs')) as {
    outputFile: string;
    apiFile: string;
  };
  const { outputFile, ...options } = config;
  const committedPath = path.resolve(root, outputFile);
  // Without an output file the codegen writes the api import as given: make it relative to it.
  const apiImport = path.relative(path.dirname(committedPath), path.resolve(root, config.apiFile));
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      "require('@rtk-query/codegen-openapi').generateEndpoints(JSON.parse(process.argv[1])).then((code) => process.stdout.write(code))",
      JSON.stringify({
        ...options,
        apiFile: apiImport.startsWith('.') ? apiImport : `./${apiImport}`,
        prettierConfigFile: path.resolve(root, '../../../.prettierrc.json'),
      }),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe(readFileSync(committedPath, 'utf8'));
});
