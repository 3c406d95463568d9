import { isValidDateKey, isValidWallTime, localDateKey } from '../events/zoned-time.js';
import type { FieldError } from '../kernel/domain-error.js';
import {
  BODY_NOT_OBJECT,
  checkEmail,
  checkMaxLength,
  checkPhone,
  fieldErrors,
  isObject,
  normalizeEmail,
  oneLine,
  text,
} from './inquiry-fields.js';

/** The service runs in the Miami area (spec 2 §1): "today" is Miami's today. */
export const HOOKAH_SERVICE_TIME_ZONE = 'America/New_York';

/** Spec 2 §9 packages. */
export const HOOKAH_PACKAGES = [
  {
    id: 'essential',
    name: 'Essential',
    price: 120,
    hours: 2,
    popular: false,
    features: ['1 premium hookah', '2 flavors of your choice', 'Natural coconut coals', 'Setup and cleanup'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 200,
    hours: 3,
    popular: true,
    features: [
      '2 premium hookahs',
      'Unlimited flavor changes',
      'Fresh fruit bowl head',
      'A dedicated specialist',
      'Setup and cleanup',
    ],
  },
  {
    id: 'vip',
    name: 'VIP Experience',
    price: 350,
    hours: 4,
    popular: false,
    features: [
      '3 LED glass hookahs',
      'A custom flavor menu',
      'Ice hoses and premium accessories',
      'Your specialist all night',
      'Setup and cleanup',
    ],
  },
] as const;
export type HookahPackageId = (typeof HOOKAH_PACKAGES)[number]['id'];
export const DEFAULT_HOOKAH_PACKAGE: HookahPackageId = 'premium';
const PACKAGE_IDS: readonly string[] = HOOKAH_PACKAGES.map((pkg) => pkg.id);

/** Hours as the form offers them (spec 2 §5); default 2. */
export const HOOKAH_DURATIONS = ['2', '3', '4', '6', '8+'] as const;
export type HookahDuration = (typeof HOOKAH_DURATIONS)[number];
export const DEFAULT_HOOKAH_DURATION: HookahDuration = '2';

export function durationLabel(duration: HookahDuration): string {
  return `${duration} hours`;
}

/** Spec 2 §3 hookah specialist (static). The page draws each portrait from the id. */
export const HOOKAH_SPECIALISTS = [
  {
    id: 'luna',
    name: 'Luna Reyes',
    rating: 4.9,
    specialties: ['Fruit bowls', 'Double apple', 'Cloud tricks'],
    experience: '6 years',
    availability: 'Thu to Sun, 8 PM to 4 AM',
    priceRange: '$120 to $350',
    description: 'Known on South Beach for thick, smooth clouds and fruit-bowl heads carved at your table.',
    instagram: 'luna.smokeart',
  },
  {
    id: 'jade',
    name: 'Jade Monroe',
    rating: 4.8,
    specialties: ['Mint blends', 'Ice hoses', 'Yacht parties'],
    experience: '4 years',
    availability: 'Every night, 7 PM to 3 AM',
    priceRange: '$120 to $350',
    description: 'Mixes cool mint blends for rooftop and yacht nights, and keeps every bowl burning evenly.',
    instagram: 'jade.clouds',
  },
  {
    id: 'mia',
    name: 'Mia Torres',
    rating: 5.0,
    specialties: ['Custom flavor menus', 'LED glass', 'VIP tables'],
    experience: '8 years',
    availability: 'Fri and Sat, 9 PM to 5 AM',
    priceRange: '$200 to $350',
    description:
      'Builds a custom flavor menu for your crowd and runs the VIP table from the first bowl to the last.',
    instagram: 'mia.hookahlounge',
  },
] as const;
export type HookahSpecialistId = (typeof HOOKAH_SPECIALISTS)[number]['id'];
const SPECIALIST_IDS: readonly string[] = HOOKAH_SPECIALISTS.map((specialist) => specialist.id);

export const HOOKAH_LIMITS = {
  name: 100,
  location: 300,
  specialRequests: 2000,
  /** The client's send time is not kept, but is still bounded. */
  timestamp: 64,
} as const;

/** Spec 2 §8 and the server's field messages. */
export const HOOKAH_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  date: 'Date is required',
  datePast: 'Date cannot be in the past',
  time: 'Time is required',
  location: 'Location is required',
  duration: `Duration must be one of: ${HOOKAH_DURATIONS.join(', ')} hours`,
  packageType: `Package must be one of: ${PACKAGE_IDS.join(', ')}`,
  specialist: 'Please choose one of our specialists',
  sent: {
    title: 'Booking Request Sent!',
    description: "We'll contact you within 30 minutes to confirm your hookah service.",
  },
  failed: { title: 'Booking Error', description: 'Please try again or contact us directly.' },
} as const;

/** The booking form as sent (spec 2 §3 hookah booking); values are checked, not trusted. */
export interface HookahBookingInput {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  date?: unknown;
  time?: unknown;
  duration?: unknown;
  location?: unknown;
  specialRequests?: unknown;
  packageType?: unknown;
  specialistId?: unknown;
  /** Spec 2 §3's name for specialistId. */
  selectedGirl?: unknown;
  /** When the client sent it (spec 2 §3); not kept, the server stamps what it receives. */
  timestamp?: unknown;
}

export interface HookahBooking {
  name: string;
  phone: string;
  email: string;
  /** 'YYYY-MM-DD', Miami's calendar. */
  date: string;
  /** 'HH:MM', 24-hour. */
  time: string;
  duration: HookahDuration;
  location: string;
  specialRequests: string | null;
  packageType: HookahPackageId;
  specialistId: HookahSpecialistId | null;
}

/** The earliest date the form accepts: today in the service area (the date picker's minimum). */
export function hookahBookingMinDate(now: Date): string {
  return localDateKey(now, HOOKAH_SERVICE_TIME_ZONE);
}

/** A required one-line field of at most `max` characters. */
function requiredLine(value: unknown, message: string, label: string, max: number): string | null {
  return oneLine(value) === '' ? message : checkMaxLength(value, label, max);
}

function checkDate(value: unknown, now: Date): string | null {
  const date = text(value).trim();
  if (date === '') return HOOKAH_MESSAGES.date;
  if (!isValidDateKey(date)) return 'Please enter a valid date';
  return date < hookahBookingMinDate(now) ? HOOKAH_MESSAGES.datePast : null;
}

function checkTime(value: unknown): string | null {
  const time = text(value).trim();
  if (time === '') return HOOKAH_MESSAGES.time;
  return isValidWallTime(time) ? null : 'Please enter a valid time';
}

function oneOf(value: unknown, allowed: readonly string[], message: string): string | null {
  return value === undefined || allowed.includes(value as string) ? null : message;
}

/**
 * The booking in the API's own names: the spec's client names the specialist `selectedGirl` and a
 * package by its name in lower case ('vip experience'). The API's names win when both are sent.
 */
function canonicalBooking(input: HookahBookingInput): HookahBookingInput {
  const { selectedGirl, timestamp: _clientClock, ...booking } = input;
  const named = HOOKAH_PACKAGES.find((pkg) => pkg.name.toLowerCase() === booking.packageType);
  return {
    ...booking,
    specialistId: booking.specialistId === undefined ? selectedGirl : booking.specialistId,
    packageType: named?.id ?? booking.packageType,
  };
}

/**
 * The booking form's rule, on the page and on the server: name, phone, email, date, time and
 * location required; the date not before today in Miami; duration, package and specialist from
 * the page's choices (absent duration and package take the defaults, no specialist is fine).
 */
export function validateHookahBooking(raw: unknown, now: Date): FieldError[] {
  if (!isObject(raw)) return BODY_NOT_OBJECT;
  const input = canonicalBooking(raw);
  const specialist = input.specialistId;
  // A refused specialist is reported under the name the client sent.
  const specialistField =
    raw.specialistId === undefined && raw.selectedGirl !== undefined ? 'selectedGirl' : 'specialistId';
  return fieldErrors([
    ['name', requiredLine(input.name, HOOKAH_MESSAGES.name, 'Name', HOOKAH_LIMITS.name)],
    ['phone', checkPhone(input.phone)],
    ['email', checkEmail(input.email, HOOKAH_MESSAGES.email)],
    ['date', checkDate(input.date, now)],
    ['time', checkTime(input.time)],
    ['duration', oneOf(input.duration, HOOKAH_DURATIONS, HOOKAH_MESSAGES.duration)],
    ['location', requiredLine(input.location, HOOKAH_MESSAGES.location, 'Location', HOOKAH_LIMITS.location)],
    [
      'specialRequests',
      checkMaxLength(input.specialRequests, 'Special requests', HOOKAH_LIMITS.specialRequests),
    ],
    ['packageType', oneOf(input.packageType, PACKAGE_IDS, HOOKAH_MESSAGES.packageType)],
    [
      specialistField,
      specialist === null || specialist === undefined || SPECIALIST_IDS.includes(specialist as string)
        ? null
        : HOOKAH_MESSAGES.specialist,
    ],
    ['timestamp', checkMaxLength(raw.timestamp, 'Timestamp', HOOKAH_LIMITS.timestamp)],
  ]);
}

/** What is stored and sent to the team. Call on input validateHookahBooking accepted. */
export function normalizeHookahBooking(raw: HookahBookingInput): HookahBooking {
  const input = canonicalBooking(raw);
  const specialRequests = text(input.specialRequests).trim();
  return {
    name: oneLine(input.name),
    phone: oneLine(input.phone),
    email: normalizeEmail(input.email),
    date: text(input.date).trim(),
    time: text(input.time).trim(),
    duration: (input.duration as HookahDuration | undefined) ?? DEFAULT_HOOKAH_DURATION,
    location: oneLine(input.location),
    specialRequests: specialRequests || null,
    packageType: (input.packageType as HookahPackageId | undefined) ?? DEFAULT_HOOKAH_PACKAGE,
    specialistId: (input.specialistId as HookahSpecialistId | null | undefined) ?? null,
  };
}

export function hookahPackage(id: HookahPackageId) {
  return HOOKAH_PACKAGES.find((pkg) => pkg.id === id)!;
}

export function hookahSpecialist(id: HookahSpecialistId) {
  return HOOKAH_SPECIALISTS.find((specialist) => specialist.id === id)!;
}
