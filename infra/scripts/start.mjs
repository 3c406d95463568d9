// `npm start`: one command from a fresh clone to a running product.
// Installs what is missing, builds what is stale (Nx cache), starts PostgreSQL when no
// DATABASE_URL is given, then the backend (API + workers + built frontends) in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { installIfStale } from './install.mjs';

const MIN_NODE_MAJOR = 24;
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < MIN_NODE_MAJOR) {
  console.error(
    `Node.js ${MIN_NODE_MAJOR} or newer is required (this is ${process.version}).\n` +
      `Install Node ${MIN_NODE_MAJOR} (see .nvmrc: \`nvm use\`) and run \`npm start\` again.`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Local settings (see .env.example); the real environment wins over the file.
const envFile = path.join(root, '.env');
if (existsSync(envFile)) {
  for (const [name, value] of Object.entries(parseEnv(readFileSync(envFile, 'utf8'))))
    process.env[name] ??= value;
}
const port = Number(process.env.PORT ?? 3000);
const BACKEND_STOP_TIMEOUT_MS = 20_000;
const READY_TIMEOUT_MS = 120_000;
const DEMO_PASSWORD = 'nightlife-demo';
const DEMO_USERS = [
  'djnova (host)',
  'maya.lights (host)',
  'jordan.k (attendee)',
  'nightlife.staff (staff inbox)',
];

// Children (npm, nx, the backend) must run on this same Node 24, whatever PATH says.
const childEnv = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
};

function step(message) {
  console.log(`\n\u25b6 ${message}`);
}

function runOrExit(command, args) {
  const result = spawnSync(command, args, { cwd: root, env: childEnv, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `\n\u2716 \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
}

function build() {
  step('Building (nx run-many -t build; unchanged projects come from the Nx cache)');
  runOrExit(path.join(root, 'node_modules', '.bin', 'nx'), [
    'run-many',
    '-t',
    'build',
    '--outputStyle=static',
  ]);
}

function persistentSecret(file) {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function waitUntilReady(url, backendExited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (backendExited()) return false;
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The backend did not answer ${url}/api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

let database;
let backend;

async function main() {
  const startedAt = Date.now();
  installIfStale();
  build();

  const dataRoot = path.join(root, '.data');
  mkdirSync(dataRoot, { recursive: true, mode: 0o755 });

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    step('Starting the embedded PostgreSQL (data in .data/postgres)');
    const { startEmbeddedPostgres } = await import('../db/embedded-postgres.mjs');
    database = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'postgres'), port: 5433 });
    databaseUrl = database.url;
    console.log(`  PostgreSQL ready on port ${database.port}`);
  }
  if (!process.env.REDIS_URL) console.log('  No REDIS_URL: jobs run on the BullMQ PostgreSQL backend.');

  step('Starting the backend');
  backend = spawn(process.execPath, [path.join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    // Own process group: a terminal Ctrl-C reaches only this launcher, which stops things in order.
    detached: true,
    stdio: 'inherit',
    env: {
      ...childEnv,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_BOOT: 'true',
      SEED_DEMO_DATA: 'true',
      RUN_WORKERS: 'true',
      SESSION_SECRET: process.env.SESSION_SECRET ?? persistentSecret(path.join(dataRoot, 'session-secret')),
    },
  });
  const killBackendOnExit = () => backend.exitCode === null && backend.kill('SIGKILL');
  process.on('exit', killBackendOnExit);

  let stopping = false;
  const backendExit = new Promise((resolve) =>
    backend.once('exit', (code, signal) => resolve({ code, signal })),
  );

  async function shutdown(signal) {
    if (stopping) {
      console.log('Forcing shutdown.');
      backend.kill('SIGKILL');
      return;
    }
    stopping = true;
    console.log(`\n${signal}: stopping the backend, then the database...`);
    backend.kill('SIGTERM');
    const timer = setTimeout(() => backend.kill('SIGKILL'), BACKEND_STOP_TIMEOUT_MS);
    await backendExit;
    clearTimeout(timer);
    await database?.stop();
    console.log('Stopped.');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  backendExit.then(async ({ code, signal }) => {
    if (stopping) return;
    console.error(
      `\n\u2716 The backend exited unexpectedly (code ${code}, signal ${signal}); stopping the database.`,
    );
    await database?.stop();
    process.exit(code || 1);
  });

  const url = `http://localhost:${port}`;
  const ready = await waitUntilReady(url, () => backend.exitCode !== null || backend.signalCode !== null);
  if (!ready) return;
  console.log(
    [
      '',
      `\u2714 Nightlife is running at ${url}   (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
      `  API docs: ${url}/api/docs`,
      `  Demo logins (password '${DEMO_PASSWORD}'): ${DEMO_USERS.join(', ')}`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error) => {
  console.error(`\n\u2716 ${error.stack ?? error}`);
  backend?.kill('SIGKILL');
  await database?.stop().catch(() => {});
  process.exit(1);
});
