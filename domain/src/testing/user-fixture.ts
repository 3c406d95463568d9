import { EMPTY_PROFILE, type User } from '../accounts/user.js';

/** A stored user for tests (password 'correct horse' under PlainTextTestHasher), with overrides. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    ...EMPTY_PROFILE,
    eventTags: [],
    id: 'u1',
    username: 'NightOwl',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: null,
    passwordHash: 'plain:correct horse',
    isPromoter: false,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}
