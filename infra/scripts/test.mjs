// `npm test`: every check of the repository in order, stopping at the first failure.
// Ends with a summary (durations) and a last line `N passed, N failed, N skipped` counting test
// cases as reported by each runner; a failing stage without runner counts (lint, build...) counts
// as one failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { journeyChromium } from './chromium.mjs';
import { installIfStale } from './install.mjs';
import { FILE_LIMIT_MS, runJourneys } from './run-journeys.mjs';
import { parseJest, parseNodeTest, slowestJestSuites } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CI = process.env.CI === 'true' || process.env.CI === '1';
const CHROMIUM = journeyChromium();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Node.js 24 is required to run the tests (this is ${process.version}); see .nvmrc.`);
  process.exit(1);
}

// A fresh clone has no node_modules: install exactly as `npm start` does.
try {
  installIfStale();
} catch (error) {
  console.error(`\u2716 ${error.message}`);
  process.exit(1);
}

const baseEnv = {
  ...process.env,
  // Children run on this same Node 24 whatever PATH says.
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
};
const nx = (...args) => [bin('nx'), [...args, '--outputStyle=static']];

// A stage that hangs (a test runner waiting on an open handle) must not hang `npm test`.
const STAGE_TIMEOUT_MS = 10 * 60_000;
// The summary warns when a stage (or the browser stage's longest file) passes this share of its limit.
const WARN_SHARE = 0.7;
// Journey files at a time: each runs a backend and a Chromium, so two fit this 2-core machine.
const JOURNEY_CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);
/** [title, [{name, seconds}]] lists printed after the summary. */
const reports = [];

/** `live: false` keeps the output to itself (for commands run side by side), answered in `output`. */
function run(command, args, env, { live = true } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...baseEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group, so a timeout stops the runner and everything it started.
      detached: true,
    });
    const timer = setTimeout(() => {
      output += `\nTimed out after ${STAGE_TIMEOUT_MS / 1000} s.\n`;
      console.error(`\u2716 Timed out after ${STAGE_TIMEOUT_MS / 1000} s: stopping it.`);
      process.kill(-child.pid, 'SIGKILL');
    }, STAGE_TIMEOUT_MS);
    const stopGroup = () => child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
    process.once('exit', stopGroup);
    const forward = (stream) => (chunk) => {
      output += chunk;
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.once('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      process.off('exit', stopGroup);
      resolve({ code: code ?? (signal ? 1 : 0), output: stripVTControlCharacters(output) });
    });
  });
}

function reachable(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Each stage returns {status: 'passed'|'failed'|'skipped', counts?, note?}. */
const stages = [
  {
    // Four single-threaded checks: side by side they take the time of the longest (eslint)
    // instead of the sum on a 2-core machine. Each one's output is printed when it ends.
    name: 'static checks (prettier, eslint, redocly, spectral; side by side)',
    run: async () => {
      const checks = [
        ['format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn']],
        ['lint (eslint .)', bin('eslint'), ['.']],
        [
          'OpenAPI lint (redocly recommended-strict)',
          bin('redocly'),
          ['lint', '--config', 'backend/redocly.yaml'],
        ],
        ['OpenAPI lint (spectral:oas)', process.execPath, ['backend/spectral-lint.mjs']],
      ];
      const startedAt = Date.now();
      const outcomes = await Promise.all(
        checks.map(async ([name, command, args]) => {
          const { code, output } = await run(command, args, {}, { live: false });
          const seconds = (Date.now() - startedAt) / 1000;
          console.log(
            `\n${code === 0 ? '\u2714' : '\u2716'} ${name} (${seconds.toFixed(1)} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`,
          );
          return { name, code };
        }),
      );
      const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
      return {
        code: failed.length ? 1 : 0,
        note: failed.length ? `failed: ${failed.join(', ')}` : undefined,
      };
    },
  },
  { name: 'typecheck', run: async () => (await run(...nx('run-many', '-t', 'typecheck'))).code },
  {
    name: 'unit tests (domain, frontends)',
    parse: parseJest,
    run: () => run(...nx('run-many', '-t', 'test', '--exclude=@nightlife/backend,@nightlife/e2e')),
  },
  {
    name: 'infra tests',
    parse: parseNodeTest,
    run: () => run(process.execPath, ['--test', 'infra/**/*.spec.mjs', 'infra/**/*.int-spec.mjs']),
  },
  {
    name: 'backend integration tests',
    parse: parseJest,
    run: async () => {
      const env = {};
      if (!process.env.DATABASE_URL)
        console.log('DATABASE_URL not set: the tests start an embedded PostgreSQL.');
      const redisUrl = process.env.REDIS_URL;
      if (!redisUrl || !(await reachable(redisUrl))) {
        const notice = redisUrl ? `Redis at ${redisUrl} is not reachable` : 'REDIS_URL is not set';
        if (CI) return { code: 1, note: `${notice}: CI requires Redis` };
        console.log(`\n\u26a0 ${notice}: Redis-backed tests are skipped; the queue runs on PostgreSQL.\n`);
        env.REDIS_URL = '';
      }
      const outcome = await run(...nx('run', '@nightlife/backend:test'), env);
      reports.push([
        'The ten slowest backend suites (jest times those over 5 s)',
        slowestJestSuites(outcome.output, 10),
      ]);
      return outcome;
    },
  },
  { name: 'build', run: async () => (await run(...nx('run-many', '-t', 'build'))).code },
  {
    name: 'browser tests',
    // No limit for the stage as a whole: each journey file has its own (run-journeys.mjs).
    limitMs: null,
    run: async () => {
      const env = { CHROMIUM_PATH: CHROMIUM };
      if (!existsSync(CHROMIUM)) {
        if (CI) return { code: 1, note: `${CHROMIUM} is missing: CI requires Chromium` };
        // The journeys still load, and report themselves as skipped with this reason.
        env.E2E_SKIP_REASON = `${CHROMIUM} not found (apt-get install chromium-headless-shell)`;
        console.log(`\n\u26a0 ${env.E2E_SKIP_REASON}: browser journeys are skipped.\n`);
      }
      const journeys = await runJourneys({
        root,
        pattern: 'frontends/e2e/src/**/*.e2e.ts',
        env: { ...baseEnv, ...env },
        concurrency: JOURNEY_CONCURRENCY,
      });
      reports.push(
        ['The ten slowest journey files', journeys.slowestFiles],
        ['The ten slowest journeys', journeys.slowestTests],
      );
      const longest = journeys.slowestFiles[0]?.seconds ?? 0;
      return {
        code: journeys.code,
        counts: journeys.counts,
        note: journeys.failedFiles.length ? `failed: ${journeys.failedFiles.join(', ')}` : undefined,
        limit: { seconds: longest, of: FILE_LIMIT_MS / 1000, what: 'longest file' },
      };
    },
  },
];

// Children run in their own process groups: a Ctrl-C must reach them through us.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStage;
for (const stage of stages) {
  console.log(`\n\u2501\u2501\u2501 ${stage.name} \u2501\u2501\u2501`);
  const startedAt = Date.now();
  const outcome = await stage.run();
  const { code, output = '', note, limit } = typeof outcome === 'number' ? { code: outcome } : outcome;
  if (note) console.error(`\u2716 ${note}`);
  const counts = outcome.counts ?? stage.parse?.(output);
  const seconds = (Date.now() - startedAt) / 1000;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (code !== 0 && !counts?.failed) totals.failed += 1;
  results.push({
    name: stage.name,
    ok: code === 0,
    seconds,
    counts,
    note,
    limit: limit ?? { seconds, of: (stage.limitMs ?? STAGE_TIMEOUT_MS) / 1000, what: 'of' },
  });
  if (code !== 0) {
    failedStage = stage.name;
    break;
  }
}

for (const [title, rows] of reports) {
  if (!rows.length) continue;
  console.log(`\n${title}:`);
  for (const row of rows) console.log(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.name}`);
}

console.log('\n\u2501\u2501\u2501 summary \u2501\u2501\u2501');
const width = Math.max(...stages.map((stage) => stage.name.length)) + 2;
const warnings = [];
for (const { name, ok, seconds, counts, note, limit } of results) {
  const share = limit.seconds / limit.of;
  const limitText =
    limit.what === 'of'
      ? `of ${limit.of} s (${Math.round(share * 100)}%)`
      : `${limit.what} ${limit.seconds.toFixed(1)} s of ${limit.of} s (${Math.round(share * 100)}%)`;
  if (share > WARN_SHARE) warnings.push(`${name}: ${limitText}, past ${WARN_SHARE * 100}% of its limit`);
  const detail = counts
    ? `  ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : '';
  console.log(
    `${ok ? '\u2714' : '\u2716'} ${name.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s  ${limitText.padEnd(34)}${detail}${note ? `  (${note})` : ''}`,
  );
}
for (const stage of stages.slice(results.length)) console.log(`- ${stage.name.padEnd(width)}  not run`);
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(
  `  ${'all stages'.padEnd(width)} ${total.toFixed(1).padStart(6)} s  (load average ${os.loadavg()[0].toFixed(1)})`,
);
for (const warning of warnings) console.log(`\u26a0 ${warning}`);
if (failedStage) console.log(`\nStopped at the first failure: ${failedStage}.`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
