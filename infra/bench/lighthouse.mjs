// `node infra/bench/lighthouse.mjs [--url=http://127.0.0.1:3000] [--event=<slug>] [--paths=/team,/contact] [--verbose]`
//
// Lighthouse (mobile profile: the default, a mid-range phone on a throttled 4G connection,
// simulated) on `/`, `/events` and an event page (or the --paths given), with Debian's Chromium. Prints the
// performance, accessibility, best-practices and SEO scores per page; --verbose also lists the
// audits that lost points. Target: at least 95 in each. Exits 1 when a score is below.
//
// Without --url it starts the built product the way the browser tests do (a fresh database
// with the demo data; needs `npx nx run-many -t build` first) and stops it afterwards.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pagesToMeasure, productUnderTest } from './first-load.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGET_SCORE = 95;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    event: { type: 'string' },
    paths: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const product = await productUnderTest(args.url);
const profile = await mkdtemp(path.join(os.tmpdir(), 'nightlife-lighthouse-'));
let chrome;
try {
  const paths = args.paths ? args.paths.split(',') : await pagesToMeasure(product.baseUrl, args.event);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const results = [];
  for (const pagePath of paths) {
    // Each run starts from a cold cache (Lighthouse clears it before loading the page).
    const { lhr } = await lighthouse(`${product.baseUrl}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const report = path.join(profile, `${pagePath.replace(/\W+/g, '_') || 'root'}.json`);
    results.push({
      path: pagePath,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      lost: CATEGORIES.flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => ({ category: id, audit: lhr.audits[ref.id] })),
      ),
      metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
        .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', '),
    });
    if (args.verbose) await writeFile(report, JSON.stringify(lhr));
  }

  console.log(`\nLighthouse mobile scores (${product.baseUrl}), target >= ${TARGET_SCORE}:\n`);
  const rows = [
    ['page', ...CATEGORIES],
    ...results.map((r) => [r.path, ...CATEGORIES.map((id) => String(r.scores[id]))]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  for (const r of results) {
    console.log(`\n${r.path}: ${r.metrics}`);
    if (!args.verbose) continue;
    for (const { category, audit } of r.lost)
      console.log(
        `  ${category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
      );
  }
  // Lighthouse simulates a slow phone from the CPU time it observes: a busy machine lowers the
  // performance score (the other three do not depend on it).
  console.log(
    `\nload average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  if (args.verbose) console.log(`Full reports: ${profile}`);
  process.exitCode = results.every((r) => CATEGORIES.every((id) => r.scores[id] >= TARGET_SCORE)) ? 0 : 1;
} finally {
  await chrome?.kill();
  if (!args.verbose) await rm(profile, { recursive: true, force: true });
  await product.stop();
}
