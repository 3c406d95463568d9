import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StorageConfig } from '../config/app-config';
import { contentSecurityPolicy, formatPolicy } from './content-security-policy';

const LOCAL: StorageConfig = { driver: 'local', directory: '/tmp/uploads', uploadUrlTtlSeconds: 600 };

describe('Content-Security-Policy', () => {
  it('allows scripts from this origin only, with no inline script or eval, by default', () => {
    const policy = contentSecurityPolicy({ remoteUrls: {}, storage: LOCAL });
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('adds the origins of absolute remote URLs to scripts and connections, once each', () => {
    const policy = contentSecurityPolicy({
      remoteUrls: {
        dashboard: 'https://cdn.example/dashboard/mf-manifest.json',
        marketing: 'https://cdn.example/marketing/mf-manifest.json',
        'public-events': '/remotes/public-events/mf-manifest.json',
      },
      storage: LOCAL,
    });
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example']);
  });

  it('lets the browser upload to an S3 bucket and show media from its public address', () => {
    const policy = contentSecurityPolicy({
      remoteUrls: {},
      storage: {
        driver: 's3',
        bucket: 'media',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: null,
        publicUrl: 'https://cdn.example/media',
        uploadUrlTtlSeconds: 600,
      },
    });
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9000']);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://127.0.0.1:9000',
      'https://cdn.example',
    ]);
    expect(policy['media-src']).toEqual([
      "'self'",
      'blob:',
      'https:',
      'http://127.0.0.1:9000',
      'https://cdn.example',
    ]);
  });

  it('is the policy nginx sends with the static frontends (infra/docker/nginx.conf)', () => {
    const nginx = readFileSync(path.resolve(__dirname, '../../../../infra/docker/nginx.conf'), 'utf8');
    const sent = [...nginx.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map(
      (m) => m[1],
    );
    expect(sent.length).toBeGreaterThan(0);
    for (const policy of sent)
      expect(policy).toBe(formatPolicy(contentSecurityPolicy({ remoteUrls: {}, storage: LOCAL })));
  });
});
