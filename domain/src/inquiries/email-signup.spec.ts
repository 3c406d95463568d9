import { validateEmailSignup } from './email-signup.js';

describe('validateEmailSignup (spec 2 §5)', () => {
  it('accepts a valid address on both lists', () => {
    expect(validateEmailSignup('newsletter', { email: 'vip@example.com' })).toEqual([]);
    expect(validateEmailSignup('party-tag-waitlist', { email: 'tag@example.com' })).toEqual([]);
  });

  it('asks for an email on the waitlist, and for a valid one on the newsletter, when it is empty', () => {
    expect(validateEmailSignup('party-tag-waitlist', { email: '  ' })).toEqual([
      { field: 'email', message: 'Please enter your email' },
    ]);
    expect(validateEmailSignup('newsletter', { email: '' })).toEqual([
      { field: 'email', message: 'Please enter a valid email' },
    ]);
  });

  it.each(['not-an-email', 'a@b', 'a b@c.de', '@example.com'])('refuses %p on both lists', (email) => {
    for (const list of ['newsletter', 'party-tag-waitlist'] as const) {
      expect(validateEmailSignup(list, { email })).toEqual([
        { field: 'email', message: 'Please enter a valid email' },
      ]);
    }
  });

  it('caps the address at 254 characters', () => {
    expect(validateEmailSignup('newsletter', { email: `${'a'.repeat(250)}@b.co` })).toEqual([
      { field: 'email', message: 'Email must be at most 254 characters' },
    ]);
  });
});
