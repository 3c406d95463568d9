import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJest, parseNodeTest, slowestJestSuites, slowestNodeTests } from './test-summary.mjs';

test('jest summaries of several projects are added up', () => {
  const output = [
    '> nx run @nightlife/domain:test',
    'Test Suites: 4 passed, 4 total',
    'Tests:       31 passed, 31 total',
    '> nx run @nightlife/dashboard:test',
    'Test Suites: 1 failed, 2 passed, 3 total',
    'Tests:       1 failed, 2 skipped, 1 todo, 9 passed, 13 total',
  ].join('\n');
  assert.deepEqual(parseJest(output), { passed: 40, failed: 1, skipped: 3 });
});

test('no jest summary means no counts (the stage failed before running tests)', () => {
  assert.equal(parseJest('error TS2307: Cannot find module'), undefined);
});

test('node --test summary: cancelled counts as failed, todo as skipped', () => {
  const output = [
    '\u2714 something (3ms)',
    '\u2139 tests 9',
    '\u2139 suites 2',
    '\u2139 pass 5',
    '\u2139 fail 1',
    '\u2139 cancelled 1',
    '\u2139 skipped 1',
    '\u2139 todo 1',
  ].join('\n');
  assert.deepEqual(parseNodeTest(output), { passed: 5, failed: 2, skipped: 2 });
  assert.equal(parseNodeTest('Error: Cannot find module'), undefined);
});

test('the slowest node tests: indented tests only, a failure listed twice counted once', () => {
  const output = [
    '\u25b6 a suite',
    '  \u2714 quick (12.5ms)',
    '  \u2716 slow and failing (4000ms)',
    '  \u2714 middling (900ms)',
    '\u2714 a suite (5000ms)',
    '\u2716 failing tests:',
    '\u2716 slow and failing (4000ms)',
    '  \u2716 slow and failing (4000ms)',
  ].join('\n');
  assert.deepEqual(slowestNodeTests(output, 2), [
    { name: 'slow and failing', seconds: 4 },
    { name: 'middling', seconds: 0.9 },
  ]);
});

test('the slowest jest suites, from the durations jest prints', () => {
  const output = [
    'PASS test/a.int-spec.ts (5.677 s)',
    'PASS test/b.int-spec.ts',
    'FAIL test/c.int-spec.ts (12.1 s)',
  ].join('\n');
  assert.deepEqual(slowestJestSuites(output, 10), [
    { name: 'test/c.int-spec.ts', seconds: 12.1 },
    { name: 'test/a.int-spec.ts', seconds: 5.677 },
  ]);
});
