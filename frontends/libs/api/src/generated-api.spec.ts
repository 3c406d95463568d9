import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every app's committed client must be what the codegen makes of the committed OpenAPI document
// (`npm run codegen -w <app>` regenerates it). The codegen runs in its own Node process:
// prettier, which it formats with, needs dynamic imports Jest's sandbox lacks.
const apps = ['libs/api', 'public-events', 'dashboard', 'marketing', 'shell'];
const frontends = path.resolve(__dirname, '../../..');

interface CodegenConfig {
  outputFile?: string;
  apiFile: string;
  /** Several clients of one app, each with options of its own (filterEndpoints, exportName). */
  outputFiles?: Record<string, Record<string, unknown>>;
}

it('every generated client matches the OpenAPI document', () => {
  const clients = apps.flatMap((app) => {
    const root = path.join(frontends, app);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(root, 'openapi-config.cjs')) as CodegenConfig;
    const outputs = config.outputFiles ?? { [config.outputFile!]: {} };
    return Object.entries(outputs).map(([outputFile, options]) => ({
      client: `${app}/${outputFile}`,
      root,
      config,
      outputFile,
      options,
    }));
  });
  const generated = clients.map(({ client, root, config, outputFile, options }) => {
    const committedPath = path.resolve(root, outputFile);
    // Without an output file the codegen writes a relative api import as given: make it
    // relative to the output file (a package name such as @nightlife/api stays as it is).
    let { apiFile } = config;
    if (apiFile.startsWith('.')) {
      apiFile = path.relative(path.dirname(committedPath), path.resolve(root, apiFile));
      if (!apiFile.startsWith('.')) apiFile = `./${apiFile}`;
    }
    const run = spawnSync(
      process.execPath,
      [
        '-e',
        `const { outputFiles, ...config } = require(process.argv[1]);
        require('@rtk-query/codegen-openapi')
          .generateEndpoints({ ...config, outputFile: undefined, ...JSON.parse(process.argv[2]) })
          .then((code) => process.stdout.write(code))`,
        path.join(root, 'openapi-config.cjs'),
        JSON.stringify({
          ...options,
          apiFile,
          prettierConfigFile: path.resolve(frontends, '../.prettierrc.json'),
        }),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    return { client, stderr: run.stderr, matches: run.stdout === readFileSync(committedPath, 'utf8') };
  });
  expect(generated).toEqual(clients.map(({ client }) => ({ client, stderr: '', matches: true })));
});
