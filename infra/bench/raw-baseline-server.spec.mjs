import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toNumberedPlaceholders } from './raw-baseline-server.mjs';

test('numbers the ? placeholders in order, as MikroORM binds them', () => {
  assert.equal(
    toNumberedPlaceholders('select * from e where a = ? and b < ?::timestamptz limit ? offset ?'),
    'select * from e where a = $1 and b < $2::timestamptz limit $3 offset $4',
  );
});

test('leaves question marks inside quoted text and identifiers alone', () => {
  assert.equal(
    toNumberedPlaceholders(`select 'why? it''s ?' as "what?", ? as n where x = ?`),
    `select 'why? it''s ?' as "what?", $1 as n where x = $2`,
  );
});
