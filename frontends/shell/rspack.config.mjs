import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createConfig } from '../rspack.common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const config = createConfig(
    {
      name: 'shell',
      dir,
      publicPath: '/',
      html: { template: path.join(dir, 'index.html'), inject: 'body', scriptLoading: 'defer' },
    },
    argv.mode ?? 'production',
  );
  // Files served at fixed addresses: the door app's service worker, manifest and icons.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] }));
  return config;
};
