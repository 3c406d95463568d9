// Benchmark results are committed with the run's context: written as the repository's Prettier
// check expects, so a committed result passes `npm test`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes `results/<name>` and answers its path relative to the repository. */
export async function writeResults(name, data) {
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  const options = await prettier.resolveConfig(file);
  await fs.writeFile(file, await prettier.format(JSON.stringify(data), { ...options, filepath: file }));
  return `infra/bench/results/${name}`;
}
