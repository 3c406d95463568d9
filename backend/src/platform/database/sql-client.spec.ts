import { toNumberedPlaceholders } from './sql-client';

describe('toNumberedPlaceholders', () => {
  it('numbers the ? placeholders in order', () => {
    expect(
      toNumberedPlaceholders('select * from e where a = ? and b < ?::timestamptz limit ? offset ?'),
    ).toBe('select * from e where a = $1 and b < $2::timestamptz limit $3 offset $4');
  });

  it('leaves question marks inside quoted text and identifiers alone', () => {
    expect(toNumberedPlaceholders(`select 'why? it''s ?' as "what?", ? as n where x = ?`)).toBe(
      `select 'why? it''s ?' as "what?", $1 as n where x = $2`,
    );
  });
});
