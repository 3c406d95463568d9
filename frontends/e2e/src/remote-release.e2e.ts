// A remote ships a new page, a new endpoint and a new component without a shell release
// (ADR 0008). The marketing remote is copied, given a page under a segment it already owns
// (/about/whats-new) that renders a new component with data from an endpoint the remote injects
// into the shell's store, and built on its own. The product then serves that build next to the
// shell exactly as `npm run build` left it (its files are checked unchanged) and Chromium opens
// the new page through the shell.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';

const frontends = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.dirname(frontends);
// Inside the repository, so the copy resolves the workspace's node_modules like the original (no
// dot folder: the backend's static server ignores paths with dot segments).
const work = path.join(frontends, 'e2e', 'tmp', `remote-release-${process.pid}`);
const variant = path.join(work, 'marketing-next');
const served = path.join(work, 'frontends');

function digest(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex');
}

const NEW_FILES: Record<string, string> = {
  'src/whats-new/whats-new.api.ts': `import { api } from '@nightlife/api';

// An endpoint the shell has never heard of, injected into the shell's one store at runtime.
export const whatsNewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformStatus: build.query<{ status: string }, void>({ query: () => '/api/health' }),
  }),
});
`,
  'src/whats-new/components/ReleaseBadge.tsx': `export function ReleaseBadge({ status }: { status: string }) {
  return <p className="release-badge">Shipped without a shell release. API status: {status}</p>;
}
`,
  'src/whats-new/components/WhatsNewPage.tsx': `import { ReleaseBadge } from './ReleaseBadge';
import { whatsNewApi } from '../whats-new.api';

export function WhatsNewPage() {
  const { data } = whatsNewApi.useGetPlatformStatusQuery();
  return (
    <section>
      <h1>What's new</h1>
      {data && <ReleaseBadge status={data.status} />}
    </section>
  );
}
`,
};

function buildVariantRemote(): void {
  cpSync(path.join(frontends, 'marketing'), variant, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  for (const [file, content] of Object.entries(NEW_FILES)) {
    mkdirSync(path.dirname(path.join(variant, file)), { recursive: true });
    writeFileSync(path.join(variant, file), content);
  }
  const routesFile = path.join(variant, 'src', 'routes.tsx');
  const routes = readFileSync(routesFile, 'utf8').replace(
    'const routes: RouteObject[] = [',
    `const routes: RouteObject[] = [
  {
    path: '/about/whats-new',
    lazy: async () => ({ Component: (await import('./whats-new/components/WhatsNewPage')).WhatsNewPage }),
  },`,
  );
  assert.match(routes, /whats-new/);
  writeFileSync(routesFile, routes);
  // Same config as the real remote, pointing at the shared rspack configuration by absolute path.
  writeFileSync(
    path.join(variant, 'rspack.config.mjs'),
    readFileSync(path.join(frontends, 'marketing', 'rspack.config.mjs'), 'utf8').replace(
      "'../rspack.common.mjs'",
      JSON.stringify(path.join(frontends, 'rspack.common.mjs')),
    ),
  );
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'rspack'),
    ['build', '-c', 'rspack.config.mjs'],
    { cwd: variant, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  assert.equal(build.status, 0, `${build.stdout}\n${build.stderr}`);
}

/** A frontends folder for the backend: the built shell and other remotes as they are, marketing replaced. */
function servedFrontends(): void {
  mkdirSync(served, { recursive: true });
  for (const app of ['shell', 'public-events', 'dashboard']) {
    symlinkSync(path.join(frontends, app), path.join(served, app), 'dir');
  }
  symlinkSync(variant, path.join(served, 'marketing'), 'dir');
  cpSync(path.join(frontends, 'remotes.json'), path.join(served, 'remotes.json'));
}

const shellDist = path.join(frontends, 'shell', 'dist');
let shellBefore = '';
if (!skipReason) {
  shellBefore = digest(shellDist);
  rmSync(work, { recursive: true, force: true });
  buildVariantRemote();
  servedFrontends();
  // Read by the backend that useProduct() starts (this file runs in its own process).
  process.env.FRONTENDS_DIR = served;
  process.once('exit', () => rmSync(path.dirname(work), { recursive: true, force: true }));
}

describe('a remote ships on its own', () => {
  const product = useProduct();

  test(
    'a page, an endpoint and a component added to a remote work in the already-built shell',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto('/about/whats-new');
      await page.getByRole('heading', { name: "What's new" }).waitFor({ timeout: 60_000 });
      await page.getByText('Shipped without a shell release. API status: ok').waitFor();
      // The shell's own frame still renders around the new page, and the shell was not rebuilt.
      await page.getByRole('banner').getByRole('link', { name: 'Events' }).waitFor();
      assert.equal(digest(shellDist), shellBefore);

      // The other pages of the remote still work, and a path it does not have is the 404 page.
      await page.goto('/about/nothing-here');
      await page.getByText('404 Page Not Found').waitFor();
    },
  );
});
