// The apps share react-router as the subset listed in frontends/react-router-surface.mjs. A name
// imported from 'react-router' that is missing there would be undefined at runtime in the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const frontends = path.join(__dirname, '../../..');
const surface = readFileSync(path.join(frontends, 'react-router-surface.mjs'), 'utf8');
const shared = new Set(
  /export \{([^}]*)\}/
    .exec(surface)![1]
    .split(',')
    .map((name) => name.trim()),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('lists every value the apps import from react-router', () => {
  const apps = ['shell', 'public-events', 'dashboard', 'marketing', 'libs/api', 'libs/ui'];
  const missing = new Set<string>();
  for (const file of apps.flatMap((app) => sources(path.join(frontends, app, 'src')))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'react-router'/g)) {
      for (const name of names.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ') && !shared.has(name.split(' as ')[0])) missing.add(name);
      }
    }
  }
  expect([...missing]).toEqual([]);
});
