import {
  DEFAULT_HOOKAH_DURATION,
  DEFAULT_HOOKAH_PACKAGE,
  type HookahDuration,
  type HookahPackageId,
  type HookahSpecialistId,
} from '@nightlife/domain';
import type { HookahBooking } from '../api/marketing-api';

export interface BookingFormValues {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  duration: HookahDuration;
  location: string;
  specialRequests: string;
  packageType: HookahPackageId;
}

/** Spec 2 §5: duration 2 hours and the premium package by default. */
export const EMPTY_BOOKING_FORM: BookingFormValues = {
  name: '',
  phone: '',
  email: '',
  date: '',
  time: '',
  duration: DEFAULT_HOOKAH_DURATION,
  location: '',
  specialRequests: '',
  packageType: DEFAULT_HOOKAH_PACKAGE,
};

/** The body of POST /api/hookah/booking, with the specialist chosen on the page (or none). */
export function bookingPayload(
  values: BookingFormValues,
  specialistId: HookahSpecialistId | null,
): HookahBooking {
  return { ...values, specialRequests: values.specialRequests.trim() || null, specialistId };
}

/** Choosing a specialist (spec 2 §4): one at a time; choosing the chosen one again clears it. */
export function toggleSpecialist(
  current: HookahSpecialistId | null,
  clicked: HookahSpecialistId,
): HookahSpecialistId | null {
  return current === clicked ? null : clicked;
}
