import {
  CUSTOM_THEME,
  FLYER_SIZES,
  FLYER_THEMES,
  type FlyerForm,
  type FlyerSize,
  type FlyerTheme,
  NO_THEME,
  TARGET_AUDIENCES,
  type TargetAudience,
} from '@nightlife/domain';
import { Button, Field, Input, Textarea } from '@nightlife/ui';
import type { FormEvent, Ref } from 'react';
import { useDictation } from '../hooks/useDictation';

interface FlyerFormFieldsProps {
  ref: Ref<HTMLFormElement>;
  form: FlyerForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<FlyerForm>) => void;
  onSubmit: () => void;
}

/** The flyer form (spec 2 §3): required event name, date and time, location and design details. */
export function FlyerFormFields({ ref, form, errors, onChange, onSubmit }: FlyerFormFieldsProps) {
  const dictation = useDictation((phrase) =>
    onChange({ extraInfo: form.extraInfo.trim() ? `${form.extraInfo.trimEnd()} ${phrase}` : phrase }),
  );
  const text = (
    name: 'eventName' | 'eventDateTime' | 'location' | 'hostedBy' | 'customTheme' | 'extraInfo',
  ) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={ref} className="mk-form" onSubmit={submit} noValidate aria-labelledby="flyer-form-title">
      <h2 id="flyer-form-title" className="mk-form__title">
        Your event
      </h2>
      <Field label="Event name" required error={errors.eventName}>
        {(control) => <Input {...control} {...text('eventName')} maxLength={120} placeholder="Neon Nights" />}
      </Field>
      <div className="mk-form__row">
        <Field label="Date & time" required error={errors.eventDateTime}>
          {(control) => <Input {...control} {...text('eventDateTime')} type="datetime-local" />}
        </Field>
        <Field label="Location" required error={errors.location}>
          {(control) => <Input {...control} {...text('location')} maxLength={200} />}
        </Field>
      </div>
      <div className="mk-form__row">
        <Field label="Hosted by">
          {(control) => <Input {...control} {...text('hostedBy')} maxLength={120} placeholder="DJ Nova" />}
        </Field>
        <Field label="Target audience">
          {(control) => (
            <select
              {...control}
              name="targetAudience"
              className="mk-select"
              value={form.targetAudience}
              onChange={(event) => onChange({ targetAudience: event.target.value as TargetAudience | '' })}
            >
              <option value="">Anyone</option>
              {TARGET_AUDIENCES.map((audience) => (
                <option key={audience.value} value={audience.value}>
                  {audience.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mk-form__row">
        <Field label="Flyer size">
          {(control) => (
            <select
              {...control}
              name="size"
              className="mk-select"
              value={form.size}
              onChange={(event) => onChange({ size: event.target.value as FlyerSize | '' })}
            >
              {FLYER_SIZES.map((size) => (
                <option key={size.value} value={size.value}>
                  {size.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Theme">
          {(control) => (
            <select
              {...control}
              name="theme"
              className="mk-select"
              value={form.theme}
              onChange={(event) => onChange({ theme: event.target.value as FlyerTheme })}
            >
              <option value={NO_THEME}>No theme</option>
              {FLYER_THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {theme}
                </option>
              ))}
              <option value={CUSTOM_THEME}>Custom theme…</option>
            </select>
          )}
        </Field>
      </div>
      {form.theme === CUSTOM_THEME && (
        <Field label="Custom theme" required error={errors.customTheme}>
          {(control) => (
            <Input
              {...control}
              {...text('customTheme')}
              maxLength={200}
              placeholder="Miami Vice pastels, palm shadows"
            />
          )}
        </Field>
      )}
      <Field
        label="Design details"
        required
        error={errors.extraInfo}
        hint={
          dictation.listening
            ? 'Listening… speak, then press Stop.'
            : 'Type, or press the microphone and speak.'
        }
      >
        {(control) => (
          <div className="mk-flyer__dictation">
            <Textarea
              {...control}
              {...text('extraInfo')}
              rows={5}
              maxLength={2000}
              placeholder="Colours, imagery, the feeling of the night…"
            />
            <button
              type="button"
              className="mk-flyer__mic"
              aria-pressed={dictation.listening}
              aria-label={dictation.listening ? 'Stop voice input' : 'Start voice input'}
              onClick={dictation.toggle}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M12 15a3 3 0 0 0 3-3V6a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-2.1a7 7 0 0 0 6-6.9z"
                  fill="currentColor"
                />
              </svg>
            </button>
          </div>
        )}
      </Field>
      <Button type="submit" size="lg" block>
        Generate Prompts
      </Button>
    </form>
  );
}
