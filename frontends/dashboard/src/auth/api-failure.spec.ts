import { describe, expect, it } from '@jest/globals';
import { readApiFailure } from '@nightlife/api';
import { loginErrorMessage, signupErrorMessage, signupFieldErrors } from './api-failure';

const problem = (status: number, code: string, detail: string, errors?: unknown) => ({
  status,
  data: { type: `https://nightlife.dev/problems/${code}`, title: 'Failed', status, code, detail, errors },
});

describe('login error messages (spec 2 §8)', () => {
  it('says the credentials are wrong on 401', () => {
    const failure = readApiFailure(problem(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid credentials'));
    expect(loginErrorMessage(failure)).toBe('Incorrect username or password. Please try again.');
  });

  it('asks for both fields on 400', () => {
    const failure = readApiFailure(problem(400, 'VALIDATION.FAILED', 'Validation failed'));
    expect(loginErrorMessage(failure)).toBe('Username and password are required');
  });

  it("shows the server's text for other statuses, else a generic line", () => {
    expect(loginErrorMessage(readApiFailure(problem(429, 'RATE_LIMITED', 'Too many attempts')))).toBe(
      'Too many attempts',
    );
    expect(loginErrorMessage(readApiFailure({ status: 500, data: '' }))).toBe('Invalid username or password');
  });

  it('reports an unreachable server', () => {
    const failure = readApiFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(loginErrorMessage(failure)).toBe('Unable to connect to server. Please try again.');
  });
});

describe('signup error messages (spec 2 §8)', () => {
  it("puts a taken username's server message on the username field", () => {
    const failure = readApiFailure(problem(409, 'AUTH.USERNAME_TAKEN', 'That username is already taken'));
    expect(signupErrorMessage(failure)).toBe('That username is already taken');
    expect(signupFieldErrors(failure)).toEqual({ username: 'That username is already taken' });
  });

  it('maps validation errors to their fields', () => {
    const failure = readApiFailure(
      problem(400, 'VALIDATION.FAILED', 'Validation failed', [
        { field: 'email', message: 'Email is invalid' },
      ]),
    );
    expect(signupFieldErrors(failure)).toEqual({ email: 'Email is invalid' });
  });

  it('falls back to the spec texts without a server message or without a server', () => {
    expect(signupErrorMessage(readApiFailure({ status: 502, data: null }))).toBe('Failed to create account');
    expect(signupErrorMessage(readApiFailure({ status: 'FETCH_ERROR', error: 'x' }))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
