import { useState, type FormEvent } from 'react';
import type { AccountType } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { useSignupMutation } from '../../api/accounts-api';
import { toast } from '@nightlife/ui';
import { signupErrorMessage, signupFieldErrors } from '../api-failure';
import { EMPTY_SIGNUP_FORM, checkSignupForm, signupBody, type SignupFormValues } from '../signup-form';

type FieldErrors = Partial<Record<keyof SignupFormValues, string>>;

/** Form state, client checks and the signup call shared by attendee and host signup. */
export function useSignupForm(accountType: AccountType, onSuccess: () => void) {
  const [signup, { isLoading }] = useSignupMutation();
  const [values, setValues] = useState<SignupFormValues>(EMPTY_SIGNUP_FORM);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = (field: keyof SignupFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFormError(null);
    const check = checkSignupForm(values, accountType);
    setFieldErrors(check.fieldErrors);
    if (check.toast) {
      toast({ title: check.toast.title, description: check.toast.description, variant: 'destructive' });
      return;
    }
    try {
      await signup({ signupDto: signupBody(values, accountType) }).unwrap();
      onSuccess();
    } catch (error) {
      const failure = readApiFailure(error);
      const message = signupErrorMessage(failure);
      const byField = signupFieldErrors(failure);
      setFieldErrors(byField);
      // A message already shown under its field is not repeated above the form.
      setFormError(Object.values(byField).includes(message) ? null : message);
      toast({ title: 'Signup failed', description: message, variant: 'destructive' });
    }
  };

  return { values, setField, fieldErrors, formError, submitting: isLoading, submit };
}
