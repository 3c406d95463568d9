import { useState, type FormEvent } from 'react';
import { AGE_RESTRICTIONS, SETTINGS_MESSAGES, EVENT_LIMITS } from '@nightlife/domain';
import { readApiFailure } from '@nightlife/api';
import { Button, Field, Input, Select, Spinner, toast } from '@nightlife/ui';
import {
  useGetUserSettingsQuery,
  useUpdateUserSettingsMutation,
  type UserSettings,
} from '../../api/accounts-api';
import { fieldErrorsOf } from '../../profile/profile-form';
import { updateFailedMessage } from '../settings-form';

function PreferencesForm({ settings }: { settings: UserSettings }) {
  const [save, { isLoading }] = useUpdateUserSettingsMutation();
  const [values, setValues] = useState({ ...settings, defaultLocation: settings.defaultLocation ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ updateUserSettingsDto: values }).unwrap();
      toast({ title: 'Preferences saved', variant: 'success' });
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

  const toggle = (field: 'emailNotifications' | 'textNotifications', label: string, hint: string) => (
    <label className="db-check">
      <input
        type="checkbox"
        name={field}
        checked={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.checked }))}
      />
      <span>
        {label} <span className="db-check__hint">{hint}</span>
      </span>
    </label>
  );

  return (
    <form className="db-panel" noValidate onSubmit={submit} aria-labelledby="settings-preferences-heading">
      <h2 id="settings-preferences-heading" className="db-panel__title">
        Default preferences
      </h2>
      <p className="db-panel__lead">New events you create start with these.</p>
      <div className="db-form__row">
        <Field label="Default age restriction" error={errors.defaultAgeRestriction}>
          {(control) => (
            <Select
              {...control}
              value={values.defaultAgeRestriction}
              onValueChange={(value) =>
                setValues((current) => ({
                  ...current,
                  defaultAgeRestriction: value as UserSettings['defaultAgeRestriction'],
                }))
              }
              options={AGE_RESTRICTIONS.map((age) => ({ value: age, label: age }))}
            />
          )}
        </Field>
        <Field label="Default location" error={errors.defaultLocation}>
          {(control) => (
            <Input
              {...control}
              name="defaultLocation"
              maxLength={EVENT_LIMITS.location}
              placeholder="Your usual venue"
              value={values.defaultLocation}
              onChange={(event) =>
                setValues((current) => ({ ...current, defaultLocation: event.target.value }))
              }
            />
          )}
        </Field>
      </div>
      {toggle(
        'emailNotifications',
        'Email notifications',
        '(announcements from hosts, and news about your RSVPs)',
      )}
      {toggle('textNotifications', 'Text notifications', '(the same, by SMS)')}
      <div className="db-panel__actions">
        <Button type="submit" variant="primary" loading={isLoading}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}

/** The four default preferences, kept on the server (GET/PUT /api/user/settings). */
export function PreferencesSection() {
  const { data, isLoading } = useGetUserSettingsQuery();
  if (isLoading || !data) return <Spinner label="Loading your preferences" />;
  // Saved values from elsewhere start the form afresh.
  return <PreferencesForm key={JSON.stringify(data)} settings={data} />;
}
