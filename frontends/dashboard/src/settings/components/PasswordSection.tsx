import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS, SETTINGS_MESSAGES } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Button, Field, PasswordInput, toast } from '@nightlife/ui';
import { useChangePasswordMutation } from '../../api/accounts-api';
import { fieldErrorsOf } from '../../profile/profile-form';
import {
  checkPasswordForm,
  EMPTY_PASSWORD_FORM,
  updateFailedMessage,
  type PasswordFormValues,
} from '../settings-form';

const FIELDS: { field: keyof PasswordFormValues; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** Password change (PUT /api/user/password): signs out every other device. */
export function PasswordSection() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<PasswordFormValues>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPasswordForm(values);
    setErrors(check);
    const first = Object.values(check)[0];
    if (first) {
      toast({ title: SETTINGS_MESSAGES.updateFailed, description: first, variant: 'destructive' });
      return;
    }
    try {
      await change({
        changePasswordDto: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      }).unwrap();
      setValues(EMPTY_PASSWORD_FORM);
      toast({
        title: 'Password changed',
        description: 'Your other devices have been signed out.',
        variant: 'success',
      });
    } catch (error) {
      const failure = readApiFailure(error);
      setErrors(fieldErrorsOf(failure));
      toast({
        title: SETTINGS_MESSAGES.updateFailed,
        description: updateFailedMessage(failure),
        variant: 'destructive',
      });
    }
  };

  return (
    <form className="db-panel" noValidate onSubmit={submit} aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading" className="db-panel__title">
        Password
      </h2>
      {FIELDS.map(({ field, label, autoComplete }) => (
        <Field key={field} label={label} required error={errors[field]}>
          {(control) => (
            <PasswordInput
              {...control}
              name={field}
              autoComplete={autoComplete}
              maxLength={FIELD_LIMITS.password.max}
              value={values[field]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field]: event.target.value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          )}
        </Field>
      ))}
      <div className="db-panel__actions">
        <Button type="submit" variant="primary" loading={isLoading}>
          Change password
        </Button>
      </div>
    </form>
  );
}
