import {
  CONTACT_FORM_TYPE_LABELS,
  CONTACT_FORM_TYPES,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactFormType,
  validateContactInquiry,
} from '@nightlife/domain';
import { Button, Field, Input, Textarea } from '@nightlife/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSubmitContactInquiryMutation } from '../../api/marketing-api';
import { useCheckedForm } from '../../shared/hooks/useCheckedForm';
import {
  contactModeOf,
  contactPayload,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from '../contact-form.model';

/** Spec 2 §2.12: 'Promote Event' (default) or 'Partner With Us', checked by the shared rule before sending. */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<ContactFormType>(() => contactModeOf(searchParams));
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [submitContact, { isLoading }] = useSubmitContactInquiryMutation();
  const { errors, formRef, clearError, send } = useCheckedForm(CONTACT_MESSAGES);

  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clearError(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = contactPayload(mode, values);
    await send(
      validateContactInquiry(payload),
      () => submitContact({ contactInquiry: payload }).unwrap(),
      () => setValues(EMPTY_CONTACT_FORM),
    );
  };

  return (
    <form
      ref={formRef}
      className="mk-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="mk-form__title">
        Send us a message
      </h2>
      <div className="mk-toggle" role="group" aria-label="What is it about?">
        {CONTACT_FORM_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="mk-toggle__option"
            aria-pressed={mode === type}
            onClick={() => setMode(type)}
          >
            {CONTACT_FORM_TYPE_LABELS[type]}
          </button>
        ))}
      </div>

      <div className="mk-form__row">
        <Field label="Name" required error={errors.name}>
          {(control) => (
            <Input {...control} {...field('name')} autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} />
          )}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...field('email')}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
            />
          )}
        </Field>
      </div>

      {mode === 'promote' && (
        <fieldset className="mk-form__group">
          <legend>Your event (optional)</legend>
          <Field label="Event name" error={errors.eventName}>
            {(control) => <Input {...control} {...field('eventName')} maxLength={CONTACT_LIMITS.eventName} />}
          </Field>
          <div className="mk-form__row">
            <Field label="Event date" error={errors.eventDate}>
              {(control) => <Input {...control} {...field('eventDate')} type="date" />}
            </Field>
            <Field label="Venue" error={errors.venue}>
              {(control) => <Input {...control} {...field('venue')} maxLength={CONTACT_LIMITS.venue} />}
            </Field>
          </div>
        </fieldset>
      )}

      <Field
        label="Message"
        required
        error={errors.message}
        hint={`At least ${CONTACT_LIMITS.messageMin} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            {...field('message')}
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            placeholder={
              mode === 'promote'
                ? 'Tell us about your night: crowd, music, dates'
                : 'Tell us about your venue or brand'
            }
          />
        )}
      </Field>

      <Button type="submit" size="lg" block loading={isLoading}>
        {isLoading ? 'SENDING...' : 'SEND MESSAGE'}
      </Button>
    </form>
  );
}
