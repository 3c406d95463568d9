import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.common.mjs';

export default (_env, argv) =>
  createConfig(
    {
      name: 'public_events',
      dir: path.dirname(fileURLToPath(import.meta.url)),
      // The backend serves each remote under /remotes/<folder>/.
      publicPath: '/remotes/public-events/',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv.mode ?? 'production',
  );
