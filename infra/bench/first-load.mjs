// `node infra/bench/first-load.mjs [--url=http://127.0.0.1:3000] [--event=<slug>]`
//
// How much JavaScript a first visit downloads: loads `/`, `/events` and an event page in
// Chromium, each in a fresh browser context (cold cache), until the network is quiet, and sums
// the scripts' bytes on the wire (encoded, as the server sent them), then the raw, gzip -9 and
// brotli 11 sizes of the same scripts. Budget: at most 150 KB of gzipped JavaScript per page.
// Prints a table; exits 1 when a page is over the budget.
//
// Without --url it starts the built product the way the browser tests do (a fresh database
// with the demo data; needs `npx nx run-many -t build` first) and stops it afterwards.
import os from 'node:os';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { FIRST_LOAD_BUDGET_GZIP_BYTES as BUDGET_GZIP_BYTES } from '../../frontends/e2e/src/support/first-load-budget.ts';

// KB = 1000 bytes, as in the budget journey, whose budget this is (issue 22: 150 KB).
const KB = 1000;
/** Debian's Chromium (or CHROMIUM_PATH): the browser every first-load script measures with. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The product to measure: the one at --url, or a fresh one started like the browser tests'. */
export async function productUnderTest(url) {
  if (url) return { baseUrl: url.replace(/\/$/, ''), stop: async () => {} };
  console.error('Starting the built product (fresh database, demo data)...');
  const { startProduct } = await import('../../frontends/e2e/src/support/product.ts');
  return startProduct();
}

/** `/`, `/events` and the page of the first listed event (or of --event). */
export async function pagesToMeasure(baseUrl, eventSlug) {
  let slug = eventSlug;
  if (!slug) {
    const response = await fetch(`${baseUrl}/api/events?page=1&limit=1`);
    if (!response.ok) throw new Error(`GET /api/events answered ${response.status}`);
    slug = (await response.json()).events[0]?.slug;
    if (!slug) throw new Error('No published event to measure: pass --event=<slug> or seed some.');
  }
  return ['/', '/events', `/event/${slug}`];
}

// The shell starts its route's chunks only after its first script has run (and its splash has
// begun): the load counts as done once no request has been under way for this long.
const QUIET_MS = 2_000;
const LOAD_TIMEOUT_MS = 30_000;

/** Resolves once `page` has had no request under way for QUIET_MS. */
async function networkQuiet(page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => ((inFlight += 1), (lastActivity = Date.now()));
  const end = () => ((inFlight -= 1), (lastActivity = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the page was still loading after ${LOAD_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** The scripts a cold load of `path` fetches until the network is quiet, with their bytes on the wire. */
async function scriptsOf(browser, baseUrl, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  const quiet = await networkQuiet(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await quiet();
  const measured = await Promise.all(
    scripts.map(async (request) => {
      const response = await request.response();
      const sizes = await request.sizes();
      return {
        url: request.url(),
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        // The body as it came over the wire (compressed when the server compressed it).
        transferred: sizes.responseBodySize,
      };
    }),
  );
  await context.close();
  return measured;
}

/** Raw, gzip -9 and brotli 11 sizes of the script at `url` (fetched uncompressed). */
async function compressedSizes(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const raw = Buffer.from(await response.arrayBuffer());
  const [gz, br] = await Promise.all([
    gzip(raw, { level: 9 }),
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { raw: raw.length, gzip: gz.length, brotli: br.length };
}

export async function measureFirstLoad(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const path of paths) {
      const scripts = await scriptsOf(browser, baseUrl, path);
      const sizes = await Promise.all(scripts.map((script) => compressedSizes(script.url)));
      const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
      results.push({
        path,
        scripts: scripts.length,
        encodings: [...new Set(scripts.map((script) => script.encoding))].join(','),
        transferred: scripts.reduce((total, script) => total + script.transferred, 0),
        raw: sum('raw'),
        gzip: sum('gzip'),
        brotli: sum('brotli'),
        files: scripts.map((script, index) => ({ ...script, ...sizes[index] })),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function printTable(results) {
  const rows = [
    ['page', 'scripts', 'encoding', 'transferred', 'raw', 'gzip', 'brotli', 'budget (gzip)'],
    ...results.map((r) => [
      r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path,
      String(r.scripts),
      r.encodings,
      kb(r.transferred),
      kb(r.raw),
      kb(r.gzip),
      kb(r.brotli),
      r.gzip <= BUDGET_GZIP_BYTES
        ? `ok (<= ${kb(BUDGET_GZIP_BYTES)})`
        : `OVER by ${kb(r.gzip - BUDGET_GZIP_BYTES)}`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

if (import.meta.main) {
  const { values: args } = parseArgs({
    options: {
      url: { type: 'string' },
      event: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const product = await productUnderTest(args.url);
  try {
    const results = await measureFirstLoad(
      product.baseUrl,
      await pagesToMeasure(product.baseUrl, args.event),
    );
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(`\nJavaScript of a cold first load (${product.baseUrl}), until the network is quiet:\n`);
    printTable(results);
    console.log(`\n(load average ${load}: the byte counts do not depend on it)`);
    if (args.verbose) {
      for (const r of results) {
        console.log(`\n${r.path}`);
        for (const f of r.files)
          console.log(
            `  ${kb(f.transferred).padStart(9)} ${f.encoding.padEnd(8)} ${kb(f.gzip).padStart(9)} gz  ${f.url}`,
          );
      }
    }
    process.exitCode = results.every((r) => r.gzip <= BUDGET_GZIP_BYTES) ? 0 : 1;
  } finally {
    await product.stop();
  }
}
