import type { AccountType } from './account-type.js';

export interface UiMessage {
  /** Toast title where the screen shows one; null where the text is shown inline. */
  title: string | null;
  message: string;
}

/** Texts of the two signup screens (spec 2 §5, §8). */
export const SIGNUP_MESSAGES: Readonly<
  Record<
    AccountType,
    { passwordMismatch: UiMessage; passwordTooShort: UiMessage; failed: string; networkError: string }
  >
> = {
  attendee: {
    passwordMismatch: { title: 'Password Mismatch', message: 'Passwords do not match. Please try again.' },
    passwordTooShort: {
      title: 'Password Too Short',
      message: 'Password must be at least 8 characters long.',
    },
    failed: 'Failed to create account',
    networkError: 'Something went wrong. Please try again.',
  },
  host: {
    passwordMismatch: { title: null, message: 'Passwords do not match' },
    passwordTooShort: { title: null, message: 'Password must be at least 6 characters' },
    failed: 'Failed to create account',
    networkError: 'Something went wrong. Please try again.',
  },
};

/** Every path that sets a password refuses one of the most common (signup, password change). */
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';

/** Texts of the login screen (spec 2 §8). */
export const LOGIN_MESSAGES = {
  /** HTTP 401. Never says whether the username or the password was wrong. */
  invalidCredentials: 'Incorrect username or password. Please try again.',
  /** HTTP 400. */
  missingFields: 'Username and password are required',
  fallback: 'Invalid username or password',
  networkError: 'Unable to connect to server. Please try again.',
} as const;

/** Texts of profile setup, the profile editor and the public profile (spec 2 §2.5, §2.11, §5, §8). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your first and last name',
  updateFailed: 'Failed to update profile',
  avatarFailed: 'Upload error: Failed to process profile picture. Please try again.',
  avatarNotUploaded: 'Upload a picture to change your avatar',
  notFound: 'Profile Not Found',
  linkCopied: 'Profile link copied to clipboard!',
  shareUnavailable: 'Unable to share. Please copy the URL manually.',
} as const;

/** Texts of the Settings tab (spec 2 §2.6, §5, §8). */
export const SETTINGS_MESSAGES = {
  updateFailed: 'Update Failed',
  passwordMismatch: 'New password and confirmation must match',
  passwordTooShort: SIGNUP_MESSAGES.host.passwordTooShort.message,
  currentPasswordRequired: 'Current password is required',
  passwordIncorrect: 'Your password is incorrect',
} as const;
