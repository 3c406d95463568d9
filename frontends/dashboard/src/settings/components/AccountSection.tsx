import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS, SETTINGS_MESSAGES } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Button, Field, Input, Select, toast } from '@nightlife/ui';
import {
  useListThemesQuery,
  useUpdateProfileMutation,
  type OwnProfile,
  type UpdateAccountDto,
} from '../../api/accounts-api';
import { fieldErrorsOf } from '../../profile/profile-form';
import { updateFailedMessage } from '../settings-form';

const DEFAULT_THEME = 'default';

/** Email, phone number and theme (PUT /api/user/profile). */
export function AccountSection({ profile }: { profile: OwnProfile }) {
  const { data: themes = [] } = useListThemesQuery();
  const [save, { isLoading }] = useUpdateProfileMutation();
  const [values, setValues] = useState({
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    themeId: profile.themeId ?? DEFAULT_THEME,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        updateAccountDto: {
          email: values.email,
          phoneNumber: values.phoneNumber,
          // The select offers only the catalogue's ids (GET /api/themes).
          themeId: values.themeId === DEFAULT_THEME ? null : (values.themeId as UpdateAccountDto['themeId']),
        },
      }).unwrap();
      toast({ title: 'Account updated', variant: 'success' });
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
    <form className="db-panel" noValidate onSubmit={submit} aria-labelledby="settings-account-heading">
      <h2 id="settings-account-heading" className="db-panel__title">
        Account
      </h2>
      <div className="db-form__row">
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.email.max}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
        <Field label="Phone number" error={errors.phoneNumber}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              name="phoneNumber"
              autoComplete="tel"
              maxLength={FIELD_LIMITS.phoneNumber.max}
              value={values.phoneNumber}
              onChange={(event) => set('phoneNumber', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Theme" error={errors.themeId} hint="Its symbols float behind your public profile">
        {(control) => (
          <Select
            {...control}
            value={values.themeId}
            onValueChange={(value) => set('themeId', value)}
            options={[
              { value: DEFAULT_THEME, label: 'Default' },
              ...themes.map((theme) => ({ value: theme.id, label: theme.name, hint: theme.description })),
            ]}
          />
        )}
      </Field>
      <div className="db-panel__actions">
        <Button type="submit" variant="primary" loading={isLoading}>
          Save account
        </Button>
      </div>
    </form>
  );
}
