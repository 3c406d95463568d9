import { partyLabel } from './waitlist.model';

describe('the waitlist card', () => {
  it('names the party', () => {
    expect(partyLabel(1)).toBe('just you');
    expect(partyLabel(3)).toBe('a party of 3');
  });
});
