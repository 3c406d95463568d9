// `npm run openapi:examples -w @nightlife/backend` (the integration tests' DATABASE_URL and
// REDIS_URL): runs the integration tests recording each operation's successful answers (and the
// JSON they were sent), then writes one example per operation to openapi/examples.json; `npm run
// openapi` puts them in the document, where Redocly and Spectral check them against the schemas.
// Extra arguments are passed to jest (`-- test/rsvps.int-spec.ts`): the operations those tests
// reach are recorded again and the others keep their examples.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(backend, 'openapi/examples.json');
// Beyond this many characters an example is more scrolling than help.
const LONGEST_EXAMPLE = 4000;
const ITEMS_KEPT = 2;
const LINES_KEPT = 8;

/** Lists keep their first items and texts (CSV, iCalendar) their first lines. */
function shorten(value) {
  if (Array.isArray(value)) return value.slice(0, ITEMS_KEPT).map(shorten);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner)]));
  }
  if (typeof value === 'string' && value.includes('\n'))
    return value.split('\n').slice(0, LINES_KEPT).join('\n');
  return value;
}

/**
 * The most telling candidate: with a request body when one was sent, then the fullest request
 * and answer that are not too long together.
 */
function choose(candidates) {
  const shortened = candidates.map((candidate) => ({
    ...candidate,
    response: shorten(candidate.response),
    request: candidate.request === undefined ? undefined : shorten(candidate.request),
  }));
  const length = (candidate) => JSON.stringify(candidate).length;
  const requestLength = (candidate) => JSON.stringify(candidate.request ?? null).length;
  const withRequest = shortened.filter((candidate) => candidate.request !== undefined);
  const pool = withRequest.length > 0 ? withRequest : shortened;
  const fitting = pool.filter((candidate) => length(candidate) <= LONGEST_EXAMPLE);
  const fuller = (best, candidate) =>
    requestLength(candidate) > requestLength(best) ||
    (requestLength(candidate) === requestLength(best) && length(candidate) > length(best))
      ? candidate
      : best;
  return fitting.length > 0
    ? fitting.reduce(fuller)
    : pool.reduce((best, candidate) => (length(candidate) < length(best) ? candidate : best));
}

const directory = mkdtempSync(path.join(tmpdir(), 'openapi-examples-'));
try {
  const jestArgs = process.argv.slice(2);
  // The integration tests only: the unit tests send no requests (and one checks these examples).
  const tests = jestArgs.length > 0 ? jestArgs : ['--testPathPatterns', String.raw`\.int-spec\.ts$`];
  const run = spawnSync('npx', ['jest', '-c', 'jest.config.cjs', '--runInBand', ...tests], {
    cwd: backend,
    stdio: 'inherit',
    env: { ...process.env, OPENAPI_EXAMPLES_DIR: directory },
  });
  if (run.status !== 0) throw new Error('The integration tests failed: no examples written.');
  const candidates = new Map();
  for (const file of readdirSync(directory)) {
    for (const [key, recorded] of Object.entries(
      JSON.parse(readFileSync(path.join(directory, file), 'utf8')),
    )) {
      candidates.set(key, [...(candidates.get(key) ?? []), ...recorded]);
    }
  }
  const examples = jestArgs.length > 0 && existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
  for (const [key, recorded] of candidates) examples[key] = choose(recorded);
  const sorted = Object.fromEntries(
    Object.keys(examples)
      .sort()
      .map((key) => [key, examples[key]]),
  );
  writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), target)}: ${Object.keys(sorted).length} operations.`);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
