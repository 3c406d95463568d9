import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.common.mjs';

export default (_env, argv) =>
  createConfig(
    {
      name: 'marketing',
      dir: path.dirname(fileURLToPath(import.meta.url)),
      // The backend serves each remote under /remotes/<folder>/.
      publicPath: '/remotes/marketing/',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv.mode ?? 'production',
  );
