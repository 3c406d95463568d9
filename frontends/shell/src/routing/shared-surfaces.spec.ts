// The apps share react-router and react-redux as the subsets listed in
// frontends/react-router-surface.mjs and frontends/react-redux-surface.mjs. A name imported from
// the package that is missing there would be undefined at runtime in the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const frontends = path.join(__dirname, '../../..');

function surfaceOf(file: string): Set<string> {
  const source = readFileSync(path.join(frontends, file), 'utf8');
  return new Set(
    /export \{([^}]*)\}/
      .exec(source)![1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The apps' bundled sources: no unit tests, no test support (`src/testing`), which run unbundled. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'testing'].includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const apps = ['shell', 'public-events', 'dashboard', 'marketing', 'libs/api', 'libs/ui'];

function valuesImportedFrom(pkg: string): Set<string> {
  const names = new Set<string>();
  const importStatement = new RegExp(`import \\{([^}]*)\\} from '${pkg}'`, 'g');
  for (const file of apps.flatMap((app) => sources(path.join(frontends, app, 'src')))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(importStatement)) {
      for (const name of list.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) names.add(name.split(' as ')[0]);
      }
    }
  }
  return names;
}

it('lists every value the apps import from react-router', () => {
  const shared = surfaceOf('react-router-surface.mjs');
  expect([...valuesImportedFrom('react-router')].filter((name) => !shared.has(name))).toEqual([]);
});

it('lists every value the apps and Redux Toolkit Query import from react-redux', () => {
  const shared = surfaceOf('react-redux-surface.mjs');
  // RTK Query's React hooks are bundled into the api lib and reach react-redux through the share.
  const toolkit = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));
  const rtkQueryReact = readFileSync(
    path.join(toolkit, 'dist/query/react/rtk-query-react.modern.mjs'),
    'utf8',
  );
  const fromToolkit = /import \{([^}]*)\} from "react-redux"/
    .exec(rtkQueryReact)![1]
    .split(',')
    .map((name) => name.trim());
  const used = new Set([...valuesImportedFrom('react-redux'), ...fromToolkit]);
  expect([...used].filter((name) => !shared.has(name))).toEqual([]);
});
