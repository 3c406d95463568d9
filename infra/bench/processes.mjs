// What the benchmarks share to run the built product: free ports, node scripts started from the
// repository root (tracked, so a failed or interrupted run stops them all), waiting for the API,
// and a PostgreSQL client for one callback.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * CPU time (user + system, in ms) a process has used so far, from /proc/<pid>/stat (Linux, clock
 * ticks of 10 ms). Per request, it is what a server's code costs, which other work on the machine
 * changes far less than req/s or latency.
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy milliseconds of all the machine's cores since boot (/proc/stat: all but idle and iowait). */
export function machineBusyMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * 10;
}

/** Starts a node process; keeps its last output for the error message if it dies. */
export function startProcess(name, script, env, { cwd = root } = {}) {
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const handle = {
    name,
    pid: child.pid,
    output: () => tail,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(handle);
    },
  };
  children.add(handle);
  return handle;
}

export async function runToCompletion(name, script, env) {
  const handle = startProcess(name, script, env);
  const { code } = await handle.exited;
  children.delete(handle);
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${handle.output()}`);
}

export async function waitUntilServing(handle, baseUrl) {
  const deadline = Date.now() + 60_000;
  let exited = false;
  handle.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${baseUrl}/api/events?page=1&limit=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${handle.name} did not start serving:\n${handle.output()}`);
}

/** Stops every process still running. */
export async function stopAll(signal) {
  for (const child of [...children]) await child.stop(signal);
}

/** The server connection the benchmarks create their own databases from (BENCH_ADMIN_URL). */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of a benchmark's own database on ADMIN_URL's server. */
export function benchDatabaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The environment of the built product (API or worker) as the benchmarks run it: production mode
 * on 127.0.0.1, the bench's database, queues under their own prefix, mail to `smtpUrl`, no demo
 * data or migrations on boot. `redisUrl` null runs without Redis; `extra` adds or overrides.
 */
export function productEnv({ databaseUrl, queuePrefix, smtpUrl, sessionSecret, redisUrl, extra = {} }) {
  const env = { ...process.env };
  delete env.REDIS_URL;
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    SESSION_SECRET: sessionSecret,
    COOKIE_SECURE: 'false',
    MIGRATE_ON_BOOT: 'false',
    SEED_DEMO_DATA: 'false',
    QUEUE_PREFIX: queuePrefix,
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'warn',
    // Production requires the public origin (the workers' email links); startApi sets the API's.
    APP_ORIGIN: 'http://127.0.0.1',
    ...extra,
  };
}

/** Starts the built API (workers off) on a free port and waits until it serves; adds its baseUrl. */
export async function startApi(env, name = 'api') {
  const port = await freePort();
  const handle = startProcess(name, 'backend/dist/main.js', {
    ...env,
    PORT: String(port),
    // Production requires the public origin; the bench's requests come from there.
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    RUN_WORKERS: 'false',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(handle, baseUrl);
  return { ...handle, baseUrl };
}
