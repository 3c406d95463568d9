import { DomainError } from '../kernel/domain-error.js';
import { LOGIN_MESSAGES, SETTINGS_MESSAGES } from './account-messages.js';

/** The accounts context's error codes. */
export const AccountErrorCodes = {
  INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  USERNAME_TAKEN: 'AUTH.USERNAME_TAKEN',
  EMAIL_TAKEN: 'AUTH.EMAIL_TAKEN',
  USER_NOT_FOUND: 'USER.NOT_FOUND',
  PASSWORD_INCORRECT: 'AUTH.PASSWORD_INCORRECT',
} as const;
export type AccountErrorCode = (typeof AccountErrorCodes)[keyof typeof AccountErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<AccountErrorCode, true> {}
}

// Built here so every UserRepository adapter reports conflicts with the same code and text.
export function usernameTakenError(): DomainError {
  const message = 'This username is already taken';
  return new DomainError(AccountErrorCodes.USERNAME_TAKEN, message, [{ field: 'username', message }]);
}

export function emailTakenError(): DomainError {
  const message = 'An account with this email already exists';
  return new DomainError(AccountErrorCodes.EMAIL_TAKEN, message, [{ field: 'email', message }]);
}

export function invalidCredentialsError(): DomainError {
  return new DomainError(AccountErrorCodes.INVALID_CREDENTIALS, LOGIN_MESSAGES.invalidCredentials);
}

export function userNotFoundError(): DomainError {
  return new DomainError(AccountErrorCodes.USER_NOT_FOUND, 'User not found.');
}

/** A signed-in user confirming a sensitive change (password, deletion) with the wrong password. */
export function passwordIncorrectError(field: string): DomainError {
  const message = SETTINGS_MESSAGES.passwordIncorrect;
  return new DomainError(AccountErrorCodes.PASSWORD_INCORRECT, message, [{ field, message }]);
}
