// Lints in-memory samples with the repository's own eslint.config.mjs: proves the module
// boundaries of the architecture are enforced, and that legal imports stay legal.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryViolations(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages
    .filter((m) =>
      ['no-restricted-imports', 'no-restricted-syntax', 'house/backend-module-imports'].includes(m.ruleId),
    )
    .map((m) => m.message);
}

async function expectBlocked(filePath, specifiers, reason) {
  for (const specifier of specifiers) {
    const violations = await boundaryViolations(
      filePath,
      `import x from '${specifier}';\nexport default x;\n`,
    );
    assert.ok(violations.length > 0, `${filePath}: import of '${specifier}' should be refused`);
    for (const violation of violations) assert.match(violation, reason);
  }
}

async function expectAllowed(filePath, specifiers) {
  for (const specifier of specifiers) {
    const violations = await boundaryViolations(
      filePath,
      `import x from '${specifier}';\nexport default x;\n`,
    );
    assert.deepEqual(violations, [], `${filePath}: import of '${specifier}' should be allowed`);
  }
}

test('domain imports no package, framework or node built-in', async () => {
  await expectBlocked(
    'domain/src/events/event.ts',
    [
      '@nestjs/common',
      '@mikro-orm/core',
      'bullmq',
      'ioredis',
      'react',
      'react-dom/client',
      'express',
      'class-validator',
      'pg',
      'node:crypto',
      'crypto',
      'uuid',
      '@nightlife/ui',
    ],
    /zero dependencies/,
  );
  await expectBlocked(
    'domain/src/events/event.ts',
    ['../../../backend/src/main'],
    /may not reach into other projects/,
  );
});

test('domain has no dynamic import() or require() either', async () => {
  const violations = await boundaryViolations(
    'domain/src/events/event.ts',
    "export const a = () => import('node:fs');\nexport const b = require('pg');\n",
  );
  assert.equal(violations.length, 2);
});

test('domain may import its own modules', async () => {
  await expectAllowed('domain/src/events/use-cases/create-event.use-case.ts', [
    '../event',
    './publish-event.use-case',
    '../../shared/result',
  ]);
});

test('a remote may not import another remote or the shell', async () => {
  await expectBlocked(
    'frontends/public-events/src/events/components/EventList.tsx',
    [
      '@nightlife/dashboard',
      '@nightlife/marketing/src/about/components/AboutPage',
      '@nightlife/shell',
      'marketing/routes',
      '../../../../dashboard/src/routes',
      '../../../../shell/src/bootstrap',
    ],
    /remote may not import another remote/,
  );
  await expectBlocked(
    'frontends/marketing/src/about/components/AboutPage.tsx',
    ['@nightlife/public-events', 'public_events/routes'],
    /remote/,
  );
  await expectBlocked(
    'frontends/dashboard/src/login/LoginPage.tsx',
    ['../../../marketing/src/routes'],
    /remote/,
  );
});

test('a remote may import libs, the domain and its own files', async () => {
  await expectAllowed('frontends/dashboard/src/login/components/LoginPage.tsx', [
    '@nightlife/ui',
    '@nightlife/api',
    '@nightlife/domain',
    'react-router',
    '../hooks/useLogin',
    '../../dashboard/components/DashboardPage',
  ]);
});

test('libs may not import apps', async () => {
  await expectBlocked(
    'frontends/libs/ui/src/button.tsx',
    ['@nightlife/shell', '@nightlife/dashboard', '../../../marketing/src/routes', '../../../shell/src/store'],
    /Libraries may not import apps/,
  );
});

test('the backend may not import frontends', async () => {
  await expectBlocked(
    'backend/src/main.ts',
    ['@nightlife/ui', '@nightlife/api', '@nightlife/shell', '../../frontends/shell/src/bootstrap'],
    /backend may not import frontend code/,
  );
  await expectAllowed('backend/src/main.ts', ['@nestjs/core', '@nightlife/domain', './app.module']);
});

test('backend modules import each other only through their public index', async () => {
  await expectBlocked(
    'backend/src/modules/tickets/tickets.service.ts',
    [
      '../rsvps/persistence/sql-event-places.store',
      '../rsvps/rsvps.module',
      '../event-access/sql-event-access',
      '../events/http/event-id.params',
    ],
    /through its public index/,
  );
  await expectBlocked(
    'backend/src/modules/tickets/http/tickets.controller.ts',
    ['../../events/http/event-id.params', '../../rsvps/persistence/places.sql'],
    /Import the '(events|rsvps)' module through its public index \('\.\.\/\.\.\/(events|rsvps)'\)/,
  );
  await expectBlocked('backend/src/app.module.ts', ['./modules/rsvps/rsvps.module'], /public index/);
  await expectAllowed('backend/src/modules/tickets/http/tickets.controller.ts', [
    '../../rsvps',
    '../../events/index',
    '../tickets.service',
    './ticket.dto',
    '../../../platform/http/access.decorators',
  ]);
  await expectAllowed('backend/src/app.module.ts', ['./modules/rsvps', './platform/config/config.module']);
});
