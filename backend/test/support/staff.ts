import { randomBytes } from 'node:crypto';
import { EMPTY_PROFILE, uuidv7 } from '@nightlife/domain';
import { MikroOrmUserRepository } from '../../src/modules/accounts/persistence/mikro-orm-user.repository';
import { Argon2PasswordHasher } from '../../src/modules/accounts/security/argon2-password.hasher';
import type { TestApp } from './create-test-app';

/** A username no other test uses, for STAFF_USERNAMES. */
export function newStaffUsername(): string {
  return `staff_${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the account of a configured staff username the way an operator or the demo seed does
 * (signup refuses staff names), and answers a client signed in as it.
 */
export async function signInAsStaff(t: TestApp, username: string) {
  const password = 'staff password 42';
  const created = await t.app.get(MikroOrmUserRepository).create({
    ...EMPTY_PROFILE,
    eventTags: [],
    id: uuidv7(),
    username,
    firstName: 'Nina',
    lastName: 'Ortiz',
    email: `${username}@example.com`,
    phoneNumber: null,
    passwordHash: await new Argon2PasswordHasher().hash(password),
    isPromoter: false,
    createdAt: new Date(),
  });
  if (!created.ok) throw new Error(`staff account: ${created.error.message}`);
  const agent = t.request();
  await agent.post('/api/login').send({ username, password }).expect(200);
  return agent;
}
