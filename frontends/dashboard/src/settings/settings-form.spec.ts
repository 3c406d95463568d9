import { describe, expect, it } from '@jest/globals';
import { checkPasswordForm, updateFailedMessage } from './settings-form';

describe('password change form', () => {
  it('needs the current password, a matching confirmation and 6 characters', () => {
    expect(
      checkPasswordForm({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(
      checkPasswordForm({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({
      confirmPassword: 'New password and confirmation must match',
    });
    expect(
      checkPasswordForm({ currentPassword: 'x', newPassword: 'abcde', confirmPassword: 'abcde' }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
    expect(
      checkPasswordForm({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({});
  });

  it('shows the server’s words when a save fails', () => {
    expect(
      updateFailedMessage({
        kind: 'http',
        status: 403,
        code: 'AUTH.PASSWORD_INCORRECT',
        detail: 'Your password is incorrect',
        fieldErrors: [{ field: 'currentPassword', message: 'Your password is incorrect' }],
      }),
    ).toBe('Your password is incorrect');
    expect(updateFailedMessage({ kind: 'network' })).toBe('Unable to connect to server. Please try again.');
  });
});
