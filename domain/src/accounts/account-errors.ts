import { DomainError, ErrorCodes } from '../kernel/domain-error.js';
import { LOGIN_MESSAGES } from './account-messages.js';

// Built here so every UserRepository adapter reports conflicts with the same code and text.
export function usernameTakenError(): DomainError {
  const message = 'This username is already taken';
  return new DomainError(ErrorCodes.AUTH_USERNAME_TAKEN, message, [{ field: 'username', message }]);
}

export function emailTakenError(): DomainError {
  const message = 'An account with this email already exists';
  return new DomainError(ErrorCodes.AUTH_EMAIL_TAKEN, message, [{ field: 'email', message }]);
}

export function invalidCredentialsError(): DomainError {
  return new DomainError(ErrorCodes.AUTH_INVALID_CREDENTIALS, LOGIN_MESSAGES.invalidCredentials);
}
