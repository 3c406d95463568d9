import { SIGNUP_MESSAGES } from './account-messages.js';
import { PASSWORD_MIN_LENGTH } from './account-type.js';
import { validateLogin, validateSignup, type SignupFields } from './signup-validation.js';

const valid: SignupFields = {
  username: 'night.owl_99',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
};

function fieldsWithErrors(
  input: Partial<Record<keyof SignupFields, unknown>>,
  type: 'attendee' | 'host' = 'attendee',
) {
  return validateSignup({ ...valid, ...input }, type);
}

describe('validateSignup', () => {
  it('accepts a complete signup of either account type', () => {
    expect(validateSignup(valid, 'attendee')).toEqual([]);
    expect(validateSignup({ ...valid, phoneNumber: '+1 (314) 555-0100' }, 'host')).toEqual([]);
  });

  it('requires every field but the phone number', () => {
    const errors = validateSignup(
      { username: ' ', firstName: '', lastName: '\t', email: '', password: '' },
      'host',
    );
    expect(errors).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('treats values that are not text as missing', () => {
    expect(validateSignup({ ...valid, username: 42, email: { a: 1 } }, 'attendee')).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'email', message: 'Email is required' },
    ]);
  });

  describe('username', () => {
    it.each(['abc', 'A'.repeat(30), 'Night.Owl', 'dj-ray', 'x_1', '9lives'])('accepts %p', (username) => {
      expect(fieldsWithErrors({ username })).toEqual([]);
    });

    it.each(['ab', 'a'.repeat(31)])('rejects the length of %p', (username) => {
      expect(fieldsWithErrors({ username })).toEqual([
        { field: 'username', message: 'Username must be between 3 and 30 characters' },
      ]);
    });

    it.each(['with space', 'ada@home', 'émile', '.hidden', '-dash', '_under', '...'])(
      'rejects the characters of %p',
      (username) => {
        expect(fieldsWithErrors({ username })).toEqual([
          {
            field: 'username',
            message:
              'Username may only contain letters, numbers, dots, hyphens and underscores, and must start with a letter or number',
          },
        ]);
      },
    );
  });

  it.each(['First name', 'Last name'])('caps %s at 50 characters', (label) => {
    const field = label === 'First name' ? 'firstName' : 'lastName';
    expect(fieldsWithErrors({ [field]: 'x'.repeat(50) })).toEqual([]);
    expect(fieldsWithErrors({ [field]: 'x'.repeat(51) })).toEqual([
      { field, message: `${label} must be at most 50 characters` },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(fieldsWithErrors({ firstName: '🎉'.repeat(50) })).toEqual([]);
  });

  describe('email', () => {
    it.each(['not-an-email', 'a@b', 'a b@c.de', '@example.com'])('rejects %p', (email) => {
      expect(fieldsWithErrors({ email })).toEqual([
        { field: 'email', message: 'Please enter a valid email' },
      ]);
    });

    it('caps the length at 254', () => {
      const local = 'a'.repeat(64);
      const email = `${local}@${'d'.repeat(254 - local.length - 5)}.com`;
      expect(email).toHaveLength(254);
      expect(fieldsWithErrors({ email })).toEqual([]);
      expect(fieldsWithErrors({ email: `a${email}` })).toEqual([
        { field: 'email', message: 'Email must be at most 254 characters' },
      ]);
    });
  });

  describe('password', () => {
    it('needs 8 characters for attendees, with the attendee screen text', () => {
      expect(PASSWORD_MIN_LENGTH.attendee).toBe(8);
      expect(fieldsWithErrors({ password: '1234567' }, 'attendee')).toEqual([
        { field: 'password', message: 'Password must be at least 8 characters long.' },
      ]);
      expect(fieldsWithErrors({ password: '12345678' }, 'attendee')).toEqual([]);
    });

    it('needs 6 characters for hosts, with the host screen text', () => {
      expect(PASSWORD_MIN_LENGTH.host).toBe(6);
      expect(fieldsWithErrors({ password: '12345' }, 'host')).toEqual([
        { field: 'password', message: 'Password must be at least 6 characters' },
      ]);
      expect(fieldsWithErrors({ password: '123456' }, 'host')).toEqual([]);
    });

    it('is capped at 128 characters', () => {
      expect(fieldsWithErrors({ password: 'p'.repeat(128) })).toEqual([]);
      expect(fieldsWithErrors({ password: 'p'.repeat(129) })).toEqual([
        { field: 'password', message: 'Password must be at most 128 characters' },
      ]);
    });

    it('is not trimmed: spaces count', () => {
      expect(fieldsWithErrors({ password: '   a    ' })).toEqual([]);
    });

    it('must match its confirmation when one is sent', () => {
      expect(fieldsWithErrors({ confirmPassword: 'other password' }, 'attendee')).toEqual([
        { field: 'confirmPassword', message: 'Passwords do not match. Please try again.' },
      ]);
      expect(fieldsWithErrors({ confirmPassword: 'nope' }, 'host')).toEqual([
        { field: 'confirmPassword', message: 'Passwords do not match' },
      ]);
      expect(fieldsWithErrors({ confirmPassword: valid.password })).toEqual([]);
    });

    it('refuses a password on the given list of common ones, in any letter case', () => {
      const common = new Set(['password1']);
      expect(validateSignup({ ...valid, password: 'Password1' }, 'attendee', common)).toEqual([
        {
          field: 'password',
          message: 'This password is too common. Please choose one that is harder to guess.',
        },
      ]);
      expect(validateSignup(valid, 'attendee', common)).toEqual([]);
    });

    it('reports a mismatch before a too-short password, as the screens do', () => {
      expect(fieldsWithErrors({ password: 'short', confirmPassword: 'shirt' }).map((e) => e.message)).toEqual(
        ['Passwords do not match. Please try again.', 'Password must be at least 8 characters long.'],
      );
    });
  });

  describe('phone number', () => {
    it.each([undefined, null, '', '  ', '+1 314 555 0100', '(314) 555-0100', '314.555.0100'])(
      'accepts %p',
      (phoneNumber) => {
        expect(fieldsWithErrors({ phoneNumber }, 'host')).toEqual([]);
      },
    );

    it.each(['call me', '12345', '+1-314-555-0100 ext', 5550100])('rejects %p', (phoneNumber) => {
      expect(fieldsWithErrors({ phoneNumber }, 'host')).toEqual([
        { field: 'phoneNumber', message: 'Please enter a valid phone number' },
      ]);
    });

    it('is capped at 20 characters', () => {
      expect(fieldsWithErrors({ phoneNumber: '1'.repeat(21) }, 'host')).toEqual([
        { field: 'phoneNumber', message: 'Phone number must be at most 20 characters' },
      ]);
    });
  });
});

describe('SIGNUP_MESSAGES', () => {
  it('carries the attendee screen titles and texts', () => {
    expect(SIGNUP_MESSAGES.attendee.passwordMismatch).toEqual({
      title: 'Password Mismatch',
      message: 'Passwords do not match. Please try again.',
    });
    expect(SIGNUP_MESSAGES.attendee.passwordTooShort).toEqual({
      title: 'Password Too Short',
      message: 'Password must be at least 8 characters long.',
    });
  });

  it('carries the host screen texts', () => {
    expect(SIGNUP_MESSAGES.host.passwordMismatch.message).toBe('Passwords do not match');
    expect(SIGNUP_MESSAGES.host.passwordTooShort.message).toBe('Password must be at least 6 characters');
  });
});

describe('validateLogin', () => {
  it('requires username and password', () => {
    expect(validateLogin({ username: 'ada', password: 'x' })).toEqual([]);
    expect(validateLogin({ username: '  ', password: '' })).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]);
    expect(validateLogin({})).toHaveLength(2);
  });
});
