import { PASSWORD_MIN_LENGTH, SETTINGS_MESSAGES, charLength } from '@nightlife/domain';
import type { ApiFailure } from '@nightlife/api';
import { failureText } from '../shared/failure-text';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Spec 2 §5: the new password and its confirmation must match; at least 6 characters. */
export function checkPasswordForm(
  values: PasswordFormValues,
): Partial<Record<keyof PasswordFormValues, string>> {
  if (values.currentPassword === '') return { currentPassword: SETTINGS_MESSAGES.currentPasswordRequired };
  if (values.newPassword !== values.confirmPassword)
    return { confirmPassword: SETTINGS_MESSAGES.passwordMismatch };
  if (charLength(values.newPassword) < PASSWORD_MIN_LENGTH.host)
    return { newPassword: SETTINGS_MESSAGES.passwordTooShort };
  return {};
}

/** Spec 2 §8: 'Update Failed' with the server's message. */
export function updateFailedMessage(failure: ApiFailure): string {
  return failureText(failure, 'Please try again.');
}

/** The terms' wording on deletion (spec 2 §2.18; /terms, "Termination and Account Deletion"). */
export const DELETION_TERMS =
  'Deleting your account removes your profile, RSVPs and connections from the Service; events you host are removed with their guest lists. This cannot be undone.';
