import { describe, expect, it } from '@jest/globals';
import { EMPTY_SIGNUP_FORM, checkSignupForm, signupBody, type SignupFormValues } from './signup-form';

const valid: SignupFormValues = {
  username: 'nova',
  firstName: 'Nova',
  lastName: 'Reyes',
  email: 'nova@example.com',
  phoneNumber: '',
  password: 'dancefloor',
  confirmPassword: 'dancefloor',
};

describe('attendee signup checks (spec 2 §5)', () => {
  it('requires every field', () => {
    const { fieldErrors, toast } = checkSignupForm(EMPTY_SIGNUP_FORM, 'attendee');
    expect(Object.keys(fieldErrors).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);
    expect(toast).not.toBeNull();
  });

  it('shows the titled mismatch message inline and as a toast', () => {
    const check = checkSignupForm({ ...valid, confirmPassword: 'dancefloor!' }, 'attendee');
    expect(check.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match. Please try again.' });
    expect(check.toast).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
    });
  });

  it('needs at least 8 characters', () => {
    const check = checkSignupForm({ ...valid, password: 'short12', confirmPassword: 'short12' }, 'attendee');
    expect(check.fieldErrors.password).toBe('Password must be at least 8 characters long.');
    expect(check.toast?.title).toBe('Password Too Short');
  });

  it('passes a complete form', () => {
    expect(checkSignupForm(valid, 'attendee')).toEqual({ fieldErrors: {}, toast: null });
  });
});

describe('host signup checks (spec 2 §5)', () => {
  it('accepts 6 characters and an empty phone', () => {
    expect(
      checkSignupForm({ ...valid, password: 'abc123', confirmPassword: 'abc123' }, 'host').toast,
    ).toBeNull();
  });

  it("uses the host's shorter texts", () => {
    expect(
      checkSignupForm({ ...valid, password: 'abc12', confirmPassword: 'abc12' }, 'host').fieldErrors.password,
    ).toBe('Password must be at least 6 characters');
    expect(checkSignupForm({ ...valid, confirmPassword: 'other' }, 'host').fieldErrors.confirmPassword).toBe(
      'Passwords do not match',
    );
  });
});

describe('signupBody', () => {
  it('sends the account type, trims names and never sends the confirmation', () => {
    expect(signupBody({ ...valid, username: ' nova ', phoneNumber: ' 555 0100 200 ' }, 'host')).toEqual({
      username: 'nova',
      firstName: 'Nova',
      lastName: 'Reyes',
      email: 'nova@example.com',
      password: 'dancefloor',
      accountType: 'host',
      phoneNumber: '555 0100 200',
    });
    expect(signupBody(valid, 'attendee')).not.toHaveProperty('phoneNumber');
  });
});
