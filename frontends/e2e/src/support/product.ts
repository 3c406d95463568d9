// Runs the built product for browser journeys: a fresh database (on DATABASE_URL's server, or an
// embedded PostgreSQL), the built backend serving the built frontends on a free port, and a
// Chromium (one per test file, a fresh context per page). Everything is stopped and removed afterwards.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startEmbeddedPostgres } from '../../../../infra/db/embedded-postgres.mjs';
import { journeyChromium } from '../../../../infra/scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const backendEntry = path.join(root, 'backend', 'dist', 'main.js');
const backendRequire = createRequire(path.join(root, 'backend', 'package.json'));
export const workerEntry = path.join(root, 'backend', 'dist', 'worker.js');
export const screenshotsDir = path.join(root, 'frontends', 'e2e', 'screenshots');
export const CHROMIUM = journeyChromium();
const READY_TIMEOUT_MS = 90_000;

let browser: Promise<Browser> | undefined;

/**
 * One headless Chromium per test file, launched on first use and closed after the file's
 * products (useProduct); every page gets its own context, which isolates it like a separate profile at a fraction
 * of a launch's cost.
 */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  return browser;
}

async function closeSharedBrowser(): Promise<void> {
  const closing = browser;
  browser = undefined;
  await (await closing)?.close();
}

/** Set by `npm test` when Chromium is missing outside CI: journeys report themselves as skipped. */
export const skipReason = process.env.E2E_SKIP_REASON || undefined;

export interface Product {
  baseUrl: string;
  databaseUrl: string;
  /** Where the backend writes its mail (.eml files): no SMTP server in the journeys. */
  mailDir: string;
  /** Runs a query on the product's database. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Recounts the places of events whose RSVPs a journey wrote with SQL, past the domain's
   * EventPlaces, as the seeds do (the backend's own recount): the counters then match the rows.
   */
  recountPlaces(eventIds: string[]): Promise<void>;
  /**
   * A page in a fresh browser context (its own cookies and storage: another device); closed by
   * stop(). The splash, which plays once per browser session, is marked as seen unless
   * `firstVisit` asks for a visitor's very first page; pages prefer reduced motion, except that one.
   */
  newPage(options?: { firstVisit?: boolean }): Promise<Page>;
  /** The backend's output so far, for failure messages. */
  backendLog(): string;
  /** Content-Security-Policy violations reported by any page since the last call (then cleared). */
  takeCspViolations(): string[];
  /** Screenshots every open page as failure-<test>-<n>.png and prints the backend log tail. */
  captureFailure(testName: string): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * What the journey runner prepared for this run (run-journeys.mjs, through template.ts): a
 * database the backend has migrated and seeded, and the uploads its seed wrote. A product clones
 * both instead of migrating and seeding again; without it (a file run on its own) it does both.
 */
export interface ProductTemplate {
  database: string;
  uploads: string;
}
const TEMPLATE: ProductTemplate | null = process.env.E2E_TEMPLATE
  ? (JSON.parse(process.env.E2E_TEMPLATE) as ProductTemplate)
  : null;

/**
 * A throwaway database: on DATABASE_URL's server when set (a copy of `template` when given), else
 * an embedded PostgreSQL.
 */
export async function freshDatabase(
  template?: string,
): Promise<{ url: string; name: string | null; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ ephemeral: true });
    return { url: embedded.url, name: null, drop: embedded.stop };
  }
  // One throwaway database per run on the shared server: runs never see each other's data.
  const name = `nightlife_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => dropDatabase(name) };
}

/** One statement on DATABASE_URL's server (creating and dropping databases). */
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dropDatabase = (name: string) => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts a built node entry (the API or the worker); `log()` is its output so far. */
export function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, log: () => output };
}

/** Sends `signal` unless the process has ended, SIGKILL if it has not stopped 15 s later. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timer);
}

/** Polls `read` until it answers something truthy, and answers that. */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Removes a run's queue keys from a shared Redis. */
export async function removeQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

export async function waitForHealth(
  baseUrl: string,
  backend: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (backend.exitCode !== null)
      throw new Error(`The backend exited (code ${backend.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The backend did not become healthy within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/** The product's backend on `database`, with the journeys' settings; healthy when this answers. */
async function startBackend({
  database,
  uploads,
  mailDir,
}: {
  database: string;
  uploads: string;
  mailDir: string;
}): Promise<{ baseUrl: string; backendLog: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database,
    MIGRATE_ON_BOOT: 'true',
    SEED_DEMO_DATA: 'true',
    RUN_WORKERS: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Journeys sign up and log in many times from one address.
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_SIGNUP: '1000/60',
    RATE_LIMIT_ERROR_REPORTS: '1000/60',
    RATE_LIMIT_INQUIRIES: '1000/60',
    // Team notifications of the marketing forms (no SMTP here): this run's own outbox.
    MAIL_OUTBOX_DIR: mailDir,
    RATE_LIMIT_UPLOADS: '1000/60',
    STORAGE_LOCAL_DIR: uploads,
    // Webhook journeys deliver to a receiver of their own on this machine.
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  };
  // Jobs and rate limits on Redis under this product's own prefix, so concurrent runs sharing one
  // Redis never take each other's jobs or counters. Workers wait on Redis without polling;
  // BullMQ's PostgreSQL backend (without REDIS_URL) polls, about a fifth of a core per idle
  // product, which the two products of the browser stage paid for their whole run.
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl) env.QUEUE_PREFIX = `e2e_${randomBytes(4).toString('hex')}`;
  else delete env.REDIS_URL;
  const { child: backend, log } = startProcess(backendEntry, env);
  const backendLog = () => log().slice(-6000);
  const stop = async () => {
    await stopProcess(backend);
    if (redisUrl) await removeQueueKeys(redisUrl, env.QUEUE_PREFIX!);
  };
  try {
    await waitForHealth(baseUrl, backend, backendLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, backendLog, stop };
}

/** A temporary folder of this run, removed by `cleanups`. */
async function tempDir(prefix: string, cleanups: Array<() => Promise<unknown>>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * For the journey runner: a database migrated and seeded by the backend, and the uploads its
 * seed wrote, to be cloned by every product of the run (see TEMPLATE). Null without a
 * DATABASE_URL (each product then runs an embedded PostgreSQL of its own).
 */
export async function buildTemplate(): Promise<ProductTemplate | null> {
  if (!process.env.DATABASE_URL) return null;
  const database = await freshDatabase();
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlife-e2e-template-'));
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlife-e2e-mail-'));
  try {
    await (await startBackend({ database: database.url, uploads, mailDir })).stop();
  } catch (error) {
    await database.drop();
    await fs.rm(uploads, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(mailDir, { recursive: true, force: true });
  }
  return { database: database.name!, uploads };
}

export async function dropTemplate({ database, uploads }: ProductTemplate): Promise<void> {
  await dropDatabase(database);
  await fs.rm(uploads, { recursive: true, force: true });
}

export async function startProduct(): Promise<Product> {
  if (!existsSync(backendEntry))
    throw new Error(`${backendEntry} is missing: build first (nx run-many -t build)`);
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
    cleanups.length = 0;
  };
  try {
    const database = await freshDatabase(TEMPLATE?.database);
    cleanups.push(database.drop);
    // Uploads and the seeded pictures of this run, removed with it.
    const uploads = await tempDir('nightlife-e2e-uploads-', cleanups);
    if (TEMPLATE) await fs.cp(TEMPLATE.uploads, uploads, { recursive: true });
    const mailDir = await tempDir('nightlife-e2e-mail-', cleanups);

    const {
      baseUrl,
      backendLog,
      stop: stopBackend,
    } = await startBackend({ database: database.url, uploads, mailDir });
    cleanups.push(stopBackend);

    const pages: Page[] = [];
    let cspViolations: string[] = [];
    const query = async <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    };

    return {
      baseUrl,
      databaseUrl: database.url,
      mailDir,
      backendLog,
      stop,
      takeCspViolations() {
        const taken = cspViolations;
        cspViolations = [];
        return taken;
      },
      async captureFailure(testName) {
        const slug = testName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .slice(0, 60);
        for (const [index, page] of pages.entries()) {
          if (!page.isClosed()) await fullPageShot(page, `failure-${slug}-${index + 1}`).catch(() => {});
        }
        console.error(`--- backend log (tail) ---\n${backendLog().slice(-3000)}`);
      },
      query,
      async recountPlaces(eventIds) {
        const { RECOUNT_PLACES_SQL } = backendRequire('./dist/modules/rsvps/persistence/places.sql.js');
        const { toNumberedPlaceholders } = backendRequire('./dist/platform/database/sql-client.js');
        await query(toNumberedPlaceholders(RECOUNT_PLACES_SQL), [eventIds]);
      },
      async newPage({ firstVisit = false } = {}) {
        const context = await (
          await sharedBrowser()
        ).newContext({
          baseURL: baseUrl,
          viewport: { width: 1280, height: 900 },
          // Reduced motion, as a user may ask: the neon pages' endless animations (the landing's
          // glow and equalizer, pulsing badges) would otherwise keep every open page painting in
          // software, about a core per page on this 2-core machine. A first visit (the splash's
          // own journeys) keeps the full motion.
          reducedMotion: firstVisit ? 'no-preference' : 'reduce',
        });
        cleanups.push(() => context.close());
        context.setDefaultTimeout(15_000);
        // The product runs with its Content-Security-Policy on: every violation is collected, and
        // useProduct() fails the test that caused one. The listener is installed by the browser
        // (not an inline script), so the policy does not apply to it.
        await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
          cspViolations.push(violation);
        });
        await context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as { __reportCspViolation(v: string): void })
              .__reportCspViolation;
            report(
              `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
            );
          });
        });
        // The splash has journeys of its own (public-pages); elsewhere it would only add its ~4 s.
        if (!firstVisit)
          await context.addInitScript(() => sessionStorage.setItem('nightlife.splashSeen', '1'));
        const page = await context.newPage();
        pages.push(page);
        return page;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** For afterEach hooks: Node's test context reports `passed` at runtime; @types/node omits it. */
export function testFailed(context: unknown): boolean {
  return (context as { passed?: boolean }).passed === false;
}

/**
 * Whether the journeys write their screenshots: always outside CI (they are how a developer looks
 * at a change at both widths); in CI, where nobody looks at them, only with E2E_SCREENSHOTS=1 or
 * E2E_SHOTS_DIR. Capturing them was about 14% of the browser stage's CPU. The pages are still
 * laid out at each width; a failure's screenshots are always taken.
 */
const inCi = process.env.CI === 'true' || process.env.CI === '1';
export const keepsScreenshots = !inCi || process.env.E2E_SCREENSHOTS === '1' || !!process.env.E2E_SHOTS_DIR;

/** The full page as `{name}.png` in the screenshots folder (when keepsScreenshots). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (keepsScreenshots) await fullPageShot(page, name);
}

async function fullPageShot(page: Page, name: string): Promise<void> {
  await fs.mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

/**
 * Gives the enclosing `describe` its own product: started before its tests, failures captured
 * (screenshots, backend log), stopped after. Returns a getter, as the product exists only
 * once `before` has run.
 */
export function useProduct(): () => Product {
  let product: Product | undefined;
  before(async () => {
    if (!skipReason) product = await startProduct();
  });
  afterEach(async (t) => {
    if (testFailed(t)) await product?.captureFailure(t.name);
    assert.deepEqual(product?.takeCspViolations() ?? [], [], 'Content-Security-Policy violations');
  });
  after(async () => {
    await product?.stop();
    await closeSharedBrowser();
  });
  return () => {
    if (!product) throw new Error('The product has not started (see the before hook).');
    return product;
  };
}
