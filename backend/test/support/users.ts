import { randomBytes } from 'node:crypto';

/** A signup body with a username and email no other test uses. */
export function newSignup(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `user_${tag}`,
    firstName: 'Nova',
    lastName: 'Reyes',
    email: `nova.${tag}@example.com`,
    password: 'correct horse 42',
    ...overrides,
  };
}
