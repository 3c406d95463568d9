import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createConfig(
    {
      name: 'shell',
      dir,
      publicPath: '/',
      html: { template: path.join(dir, 'index.html'), inject: 'body', scriptLoading: 'defer' },
    },
    argv.mode ?? 'production',
  );
