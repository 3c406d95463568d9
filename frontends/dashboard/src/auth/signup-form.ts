import { SIGNUP_MESSAGES, validateSignup, type AccountType } from '@nightlife/domain';

export interface SignupFormValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_SIGNUP_FORM: SignupFormValues = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

export interface SignupFormCheck {
  /** One message per field, shown under the input. */
  fieldErrors: Partial<Record<keyof SignupFormValues, string>>;
  /** The toast for the first problem: the spec's titled texts for password problems. */
  toast: { title: string; description: string } | null;
}

/**
 * The same rules the server applies (the domain's validateSignup), run before sending so the
 * visitor sees them at once. The phone number only exists on the host form.
 */
export function checkSignupForm(values: SignupFormValues, accountType: AccountType): SignupFormCheck {
  const errors = validateSignup(
    { ...values, phoneNumber: accountType === 'host' ? values.phoneNumber : undefined },
    accountType,
  );
  const fieldErrors: SignupFormCheck['fieldErrors'] = {};
  for (const { field, message } of errors) {
    fieldErrors[field as keyof SignupFormValues] ??= message;
  }
  const first = errors[0];
  if (!first) return { fieldErrors, toast: null };
  const messages = SIGNUP_MESSAGES[accountType];
  const titled = [messages.passwordMismatch, messages.passwordTooShort].find(
    (known) => known.message === first.message,
  );
  return {
    fieldErrors,
    toast: { title: titled?.title ?? 'Please check the form', description: first.message },
  };
}

/** The API body: trimmed text fields, the password as typed, the phone only when given. */
export function signupBody(values: SignupFormValues, accountType: AccountType) {
  const phoneNumber = values.phoneNumber.trim();
  return {
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    accountType,
    ...(accountType === 'host' && phoneNumber ? { phoneNumber } : {}),
  };
}
