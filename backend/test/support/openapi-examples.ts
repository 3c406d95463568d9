import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Records the OpenAPI document's examples (`npm run openapi:examples -w @nightlife/backend`):
 * with OPENAPI_EXAMPLES_DIR set, each successful answer of the integration tests that matched
 * the contract is kept (a few per operation) with the JSON body it was sent; the script picks
 * one per operation into openapi/examples.json. Without the variable nothing is recorded.
 */
export interface RecordedExample {
  status: number;
  contentType: string;
  request?: unknown;
  response: unknown;
}

const CANDIDATES_PER_OPERATION = 3;
const directory = process.env.OPENAPI_EXAMPLES_DIR;
// One file per test file (each has its own module registry) in each worker.
const file = directory && path.join(directory, `${randomUUID()}.json`);
/** Whether this run records (the contract check then keeps its successful exchanges). */
export const recordingExamples = Boolean(file);
const recorded = new Map<string, RecordedExample[]>();

/** Keeps a successful answer of `key` ("get /api/events/{slug}") as a candidate example. */
export function recordExample(key: string, example: RecordedExample): void {
  if (!file) return;
  const candidates = recorded.get(key) ?? [];
  if (candidates.length >= CANDIDATES_PER_OPERATION) return;
  candidates.push(example);
  recorded.set(key, candidates);
  writeFileSync(file, JSON.stringify(Object.fromEntries(recorded)));
}
