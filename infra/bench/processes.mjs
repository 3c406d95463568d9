// What the benchmarks share to run the built product: free ports, node scripts started from the
// repository root (tracked, so a failed or interrupted run stops them all), waiting for the API,
// and a PostgreSQL client for one callback.
import { spawn } from 'node:child_process';
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

/** Starts a node process; keeps its last output for the error message if it dies. */
export function startProcess(name, script, env) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const handle = {
    name,
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
