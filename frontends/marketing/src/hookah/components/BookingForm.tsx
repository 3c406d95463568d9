import {
  durationLabel,
  HOOKAH_DURATIONS,
  HOOKAH_LIMITS,
  HOOKAH_MESSAGES,
  HOOKAH_PACKAGES,
  hookahBookingMinDate,
  hookahSpecialist,
  type HookahDuration,
  type HookahPackageId,
  type HookahSpecialistId,
  FIELD_LIMITS,
  validateHookahBooking,
} from '@nightlife/domain';
import { Button, Field, Input, Textarea } from '@nightlife/ui';
import type { FormEvent } from 'react';
import { useRequestHookahBookingMutation } from '../../api/marketing-api';
import { useCheckedForm } from '../../shared/hooks/useCheckedForm';
import { bookingPayload, type BookingFormValues } from '../booking-form.model';

interface BookingFormProps {
  values: BookingFormValues;
  onChange: (patch: Partial<BookingFormValues>) => void;
  specialistId: HookahSpecialistId | null;
  onClearSpecialist: () => void;
  /** After a booking is accepted: the page clears the form and the chosen specialist. */
  onBooked: () => void;
}

/** Spec 2 §2.17 booking form, checked by the shared rule (date not before today in Miami). */
export function BookingForm({
  values,
  onChange,
  specialistId,
  onClearSpecialist,
  onBooked,
}: BookingFormProps) {
  const [requestBooking, { isLoading }] = useRequestHookahBookingMutation();
  const { errors, formRef, clearError, send } = useCheckedForm(HOOKAH_MESSAGES);
  const minDate = hookahBookingMinDate(new Date());

  const text = (name: 'name' | 'phone' | 'email' | 'date' | 'time' | 'location' | 'specialRequests') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      onChange({ [name]: event.target.value });
      clearError(name);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = bookingPayload(values, specialistId);
    await send(
      validateHookahBooking(payload, new Date()),
      () => requestBooking({ hookahBooking: payload }).unwrap(),
      onBooked,
    );
  };

  return (
    <form
      ref={formRef}
      id="booking"
      className="mk-form mk-hookah__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="booking-title"
    >
      <h2 id="booking-title" className="mk-form__title">
        Book your hookah service
      </h2>

      <div className="mk-hookah__chosen" aria-live="polite">
        {specialistId ? (
          <>
            <span>
              Your specialist: <strong>{hookahSpecialist(specialistId).name}</strong>
            </span>
            <Button variant="ghost" size="sm" onClick={onClearSpecialist}>
              Remove
            </Button>
          </>
        ) : (
          <span>No specialist chosen: we pick the best one available.</span>
        )}
      </div>

      <div className="mk-form__row">
        <Field label="Name" required error={errors.name}>
          {(control) => (
            <Input {...control} {...text('name')} autoComplete="name" maxLength={HOOKAH_LIMITS.name} />
          )}
        </Field>
        <Field label="Phone" required error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              {...text('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={FIELD_LIMITS.phoneNumber.max}
            />
          )}
        </Field>
      </div>
      <Field label="Email" required error={errors.email}>
        {(control) => (
          <Input
            {...control}
            {...text('email')}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email.max}
          />
        )}
      </Field>
      <div className="mk-form__row">
        <Field label="Date" required error={errors.date}>
          {(control) => <Input {...control} {...text('date')} type="date" min={minDate} />}
        </Field>
        <Field label="Time" required error={errors.time}>
          {(control) => <Input {...control} {...text('time')} type="time" />}
        </Field>
      </div>
      <div className="mk-form__row">
        <Field label="Duration" error={errors.duration}>
          {(control) => (
            <select
              {...control}
              name="duration"
              className="mk-select"
              value={values.duration}
              onChange={(event) => onChange({ duration: event.target.value as HookahDuration })}
            >
              {HOOKAH_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {durationLabel(duration)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Package" error={errors.packageType}>
          {(control) => (
            <select
              {...control}
              name="packageType"
              className="mk-select"
              value={values.packageType}
              onChange={(event) => onChange({ packageType: event.target.value as HookahPackageId })}
            >
              {HOOKAH_PACKAGES.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.name} (${pkg.price})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Location" required error={errors.location} hint="Address in the Miami area">
        {(control) => (
          <Input
            {...control}
            {...text('location')}
            autoComplete="street-address"
            maxLength={HOOKAH_LIMITS.location}
          />
        )}
      </Field>
      <Field label="Special requests" error={errors.specialRequests}>
        {(control) => (
          <Textarea
            {...control}
            {...text('specialRequests')}
            rows={3}
            maxLength={HOOKAH_LIMITS.specialRequests}
            placeholder="Flavors, number of guests, the occasion…"
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={isLoading}>
        {isLoading ? 'Sending...' : 'Request Booking'}
      </Button>
    </form>
  );
}
