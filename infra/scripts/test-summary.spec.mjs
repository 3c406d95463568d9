import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJest, parseNodeTest } from './test-summary.mjs';

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
