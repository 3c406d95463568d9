// The browser stage of `npm test`: each journey file runs in its own `node --test` process with
// a time limit of its own (and every test with one too), so a journey that hangs fails alone,
// named, with its output, and the others still run. Files run `concurrency` at a time; each
// one's output is printed whole when it ends, so parallel files never interleave.
import { spawn } from 'node:child_process';
import { globSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { parseNodeTest, slowestNodeTests } from './test-summary.mjs';

/** A journey file may take this long; past it, it is stopped and fails. */
export const FILE_LIMIT_MS = 300_000;
/** A test may take this long (node --test --test-timeout; a describe may set a shorter one). */
export const TEST_LIMIT_MS = 180_000;

function runFile(root, file, env) {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    let output = '';
    const child = spawn(
      process.execPath,
      ['--test', `--test-timeout=${TEST_LIMIT_MS}`, '--test-reporter=spec', file],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGKILL');
    }, FILE_LIMIT_MS);
    const stopGroup = () => child.exitCode === null && process.kill(-child.pid, 'SIGKILL');
    process.once('exit', stopGroup);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      clearTimeout(timer);
      process.off('exit', stopGroup);
      const seconds = (Date.now() - startedAt) / 1000;
      if (timedOut)
        output += `\n\u2716 ${file} timed out after ${FILE_LIMIT_MS / 1000} s: stopped. The tests above had finished; the next one hung.\n`;
      resolve({ file, code: timedOut ? 1 : (code ?? 1), seconds, output: stripVTControlCharacters(output) });
    });
  });
}

/**
 * Runs every journey file under `pattern`; answers the runner-shaped result `npm test` expects
 * (exit code, output with the totals of all files) plus per-file timings.
 */
export async function runJourneys({ root, pattern, env, concurrency }) {
  const files = globSync(pattern, { cwd: root }).sort();
  // Migrated and seeded once; each file's product clones it (product.ts, TEMPLATE).
  const template = env.E2E_SKIP_REASON ? null : await templateCommand(root, env, 'create');
  if (template) env = { ...env, E2E_TEMPLATE: template };
  try {
    return await runFiles(root, files, env, concurrency);
  } finally {
    if (template) await templateCommand(root, env, 'drop', template);
  }
}

const TEMPLATE_SCRIPT = 'frontends/e2e/src/support/template.ts';

/** Runs template.ts; answers what it printed (the template as JSON, or 'null'). */
function templateCommand(root, env, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TEMPLATE_SCRIPT, ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`${TEMPLATE_SCRIPT} ${args[0]} failed (${code}):\n${stderr}`));
      else resolve(stdout.trim() === 'null' ? null : stdout.trim());
    });
  });
}

async function runFiles(root, files, env, concurrency) {
  const queue = [...files];
  const results = [];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await runFile(root, file, env);
      process.stdout.write(
        `\n\u2500\u2500 ${path.basename(file)} (${result.seconds.toFixed(1)} s)${result.code === 0 ? '' : ' FAILED'}\n${result.output}`,
      );
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));

  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) {
    const fileCounts = parseNodeTest(result.output);
    if (fileCounts) for (const key of Object.keys(counts)) counts[key] += fileCounts[key];
    if (result.code !== 0 && !fileCounts?.failed) counts.failed += 1;
  }
  const failedFiles = results.filter((result) => result.code !== 0).map((result) => result.file);
  const slowestFiles = results
    .map(({ file, seconds }) => ({ name: path.basename(file), seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  const slowestTests = slowestNodeTests(results.map((result) => result.output).join('\n'), 10);
  return { code: failedFiles.length ? 1 : 0, counts, failedFiles, slowestFiles, slowestTests };
}
