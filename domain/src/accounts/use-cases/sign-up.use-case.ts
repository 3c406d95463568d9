import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { impliedAccountType, isAccountType, type AccountType } from '../account-type.js';
import type { CommonPasswords } from '../common-passwords.port.js';
import type { PasswordHasher } from '../password-hasher.port.js';
import { validateSignup } from '../signup-validation.js';
import { EMPTY_PROFILE, toSessionUser, type SessionUser } from '../user.js';
import type { UserRepository } from '../user.repository.port.js';

export interface SignUpInput {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string | null;
  /** Host marks the user as a promoter; when absent, implied by the body (impliedAccountType). */
  accountType?: AccountType;
}

export class SignUpUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    /** Names the deployment keeps from signup (the configured staff usernames). */
    private readonly isKeptUsername: (username: string) => boolean = () => false,
  ) {}

  async execute(input: SignUpInput): Promise<Result<SessionUser>> {
    const accountType = input.accountType ?? impliedAccountType(input);
    if (!isAccountType(accountType)) {
      return err(
        DomainError.validation([
          { field: 'accountType', message: "Account type must be 'attendee' or 'host'" },
        ]),
      );
    }
    const fieldErrors = validateSignup(input, accountType, this.commonPasswords);
    if (fieldErrors.length === 0 && this.isKeptUsername(input.username.trim())) {
      fieldErrors.push({ field: 'username', message: 'This username is not available' });
    }
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const phoneNumber = input.phoneNumber?.trim() || null;
    const created = await this.users.create({
      ...EMPTY_PROFILE,
      eventTags: [],
      id: this.ids.next(),
      username: input.username.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim().toLowerCase(),
      phoneNumber,
      passwordHash: await this.hasher.hash(input.password),
      isPromoter: accountType === 'host',
      createdAt: this.clock.now(),
    });
    return created.ok ? ok(toSessionUser(created.value)) : created;
  }
}
