// The one install path of the repository: `npm start`, `npm test`, CI and the Dockerfiles all
// install dependencies through here, so a fresh clone behaves the same everywhere.
//
// npm ci refuses a lockfile that lacks other platforms' optional binaries (npm/cli#4828), and a
// registry mirror without those packages cannot record them; npm install then installs the same
// locked versions. Only that refusal falls back, with one line of explanation instead of npm's
// hundred lines of "Missing: ... from lock file".
//
// As a command: `node infra/scripts/install.mjs [--frozen] [npm args...]` always installs;
// `--frozen` fails when the fallback would change package-lock.json (CI, images).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockfile = path.join(root, 'package-lock.json');
// npm rewrites node_modules/.package-lock.json on every install: its age says when we last installed.
const installedMarker = path.join(root, 'node_modules', '.package-lock.json');

const npmEnv = () => ({
  ...process.env,
  // npm and its scripts run on this same Node, whatever PATH says.
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
});

/** True when node_modules is missing or older than the lockfile. */
export function installIsStale() {
  return !existsSync(installedMarker) || statSync(installedMarker).mtimeMs < statSync(lockfile).mtimeMs;
}

/**
 * Installs the locked dependencies; throws with npm's own output when it fails for any other
 * reason than the known lockfile refusal.
 * @param {{ frozen?: boolean; npmArgs?: string[] }} options
 */
export function installDependencies({ frozen = false, npmArgs = [] } = {}) {
  const args = ['--no-audit', '--no-fund', ...npmArgs];
  const ci = spawnSync('npm', ['ci', ...args], {
    cwd: root,
    env: npmEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (ci.status === 0) {
    process.stdout.write(ci.stdout);
    return;
  }
  const output = `${ci.stdout}${ci.stderr}`;
  if (!/from lock file/.test(output)) {
    throw new Error(`npm ci failed (exit ${ci.status ?? ci.signal}):\n${output}`);
  }
  console.log(
    "npm ci refused the lockfile (this registry lacks other platforms' optional packages); installing the same locked versions with npm install.",
  );
  const lockBefore = readFileSync(lockfile, 'utf8');
  const install = spawnSync('npm', ['install', ...args], { cwd: root, env: npmEnv(), stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`npm install failed (exit ${install.status ?? install.signal}).`);
  if (frozen && readFileSync(lockfile, 'utf8') !== lockBefore) {
    throw new Error('npm install changed package-lock.json: commit a lockfile that matches package.json.');
  }
}

/** `npm start` and `npm test`: install only when node_modules is missing or stale. */
export function installIfStale() {
  if (!installIsStale()) return;
  console.log('\n\u25b6 Installing dependencies (npm ci)');
  installDependencies();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const frozen = args.includes('--frozen');
  try {
    installDependencies({ frozen, npmArgs: args.filter((arg) => arg !== '--frozen') });
  } catch (error) {
    console.error(`\u2716 ${error.message}`);
    process.exit(1);
  }
}
