import {
  AGE_RESTRICTIONS,
  DEFAULT_THEME_ID,
  EVENT_DEFAULTS,
  EVENT_FIELDS,
  EVENT_MESSAGES,
  isValidSlug,
  isValidTimeZone,
  localDateKey,
  slugify,
  type EventFieldName,
  type EventFieldRule,
  type GuestListVisibility,
  type LocationRevealMode,
  type OptionalEventInput,
} from '@nightlife/domain';
import type { CreateEventDto, EventFormValues } from './host-api';

/** One reminder time of the form: ticked or not, its hours as typed. */
export interface HoursRow {
  on: boolean;
  hours: string;
}

/**
 * An optional field as the form holds it: text (and a count) as typed, a list one entry per line,
 * a flag as ticked, hours as one row per time the field allows.
 */
type FieldState<R extends EventFieldRule> = R extends { kind: 'flag' }
  ? boolean
  : R extends { kind: 'hours' }
    ? HoursRow[]
    : string;
type OptionalFieldsState = { [K in EventFieldName]: FieldState<(typeof EVENT_FIELDS)[K]> };

/**
 * The form's state: the domain's optional fields (EVENT_FIELDS) as typed, which a new field
 * needs no edit here for, and the fields with rules of their own.
 */
export interface EventFormState extends OptionalFieldsState {
  title: string;
  /** A new event's address; empty lets the server derive it from the title. Not sent on edit. */
  slug: string;
  /** Once the host types a slug, the title no longer rewrites it (spec 2 §5). */
  slugTouched: boolean;
  eventDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  unlimitedSpots: boolean;
  maxCapacity: string;
  ageRestriction: string;
  themeId: string;
  /** Who sees the location and the door instructions, and when (the reveal mode). */
  revealMode: LocationRevealMode;
  /** Hours before the start, as typed, for `before-start`. */
  revealHours: string;
}

/** The reveal choices, as the form words them. */
export const REVEAL_OPTIONS: readonly { value: LocationRevealMode; label: string }[] = [
  { value: 'public', label: 'Everyone' },
  { value: 'on-rsvp', label: 'Guests, once they RSVP' },
  { value: 'before-start', label: 'Guests with a place, before the start' },
  { value: 'at-check-in', label: 'Guests, at check-in' },
];

/** Who sees the guest list, as the form words it. */
export const GUEST_LIST_OPTIONS: readonly { value: GuestListVisibility; label: string }[] = [
  { value: 'signed-in', label: 'Everyone signed in' },
  { value: 'guests', label: 'Guests with a place' },
  { value: 'host', label: 'Only me' },
];

/** The hours a new before-start reveal offers. */
const DEFAULT_REVEAL_HOURS = '3';

const fieldEntries = Object.entries(EVENT_FIELDS) as [EventFieldName, EventFieldRule][];

/** The optional fields' state, one entry per field, from what `state` gives for its rule. */
function optionalFields(
  state: (field: EventFieldName, rule: EventFieldRule) => string | boolean | HoursRow[],
): OptionalFieldsState {
  return Object.fromEntries(
    fieldEntries.map(([field, rule]) => [field, state(field, rule)]),
  ) as OptionalFieldsState;
}

/** Times offered in rows left unticked, the rule's defaults first. */
const SPARE_HOURS = [24, 2, 1, 48, 6];

/**
 * An hours field as rows: the chosen times ticked, then unticked rows up to the rule's maximum,
 * each with a time not taken yet.
 */
export function hoursRows(rule: { maxEntries: number }, chosen: readonly number[]): HoursRow[] {
  const spare = SPARE_HOURS.filter((hours) => !chosen.includes(hours));
  return [
    ...chosen.map((hours) => ({ on: true, hours: String(hours) })),
    ...spare
      .slice(0, Math.max(0, rule.maxEntries - chosen.length))
      .map((hours) => ({ on: false, hours: String(hours) })),
  ];
}

/** The ticked rows' hours (a time that is not a number is sent as is, for the server's message). */
export function chosenHours(rows: readonly HoursRow[]): number[] {
  return rows.filter((row) => row.on).map((row) => Number(row.hours.trim() || Number.NaN));
}

/** Placeholder texts: a field still holding one is sent empty (spec 2 §5). */
export const PLACEHOLDERS = {
  location: 'Venue name or address',
  description: 'Tell your guests what the night is about...',
} as const;

/** 'HH:MM' every 30 minutes across 24 hours, labelled in 12-hour time (spec 2 §2.8). */
export const TIME_OPTIONS: readonly { value: string; label: string }[] = Array.from(
  { length: 48 },
  (_, i) => {
    const hour = Math.floor(i / 2);
    const minute = i % 2 === 0 ? '00' : '30';
    const suffix = hour < 12 ? 'AM' : 'PM';
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return { value: `${String(hour).padStart(2, '0')}:${minute}`, label: `${h12}:${minute} ${suffix}` };
  },
);

export const AGE_OPTIONS = AGE_RESTRICTIONS.map((age) => ({ value: age, label: age }));

/** The browser's IANA zone: the form's date and times are read in it (sent explicitly). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : EVENT_DEFAULTS.timeZone;
}

/** The date picker's minimum: today in the form's zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return localDateKey(now, timeZone);
}

/** A new event's form: the spec's defaults, then the host's saved defaults (Settings). */
export function newEventForm(
  defaults: { defaultAgeRestriction?: string | null; defaultLocation?: string | null } = {},
  timeZone = browserTimeZone(),
): EventFormState {
  return {
    // Empty, a text's fallback (the button label) already filled in.
    ...optionalFields((_field, rule) => {
      if (rule.kind === 'flag') return rule.fallback ?? false;
      if (rule.kind === 'hours') return hoursRows(rule, rule.fallback);
      if (rule.kind === 'count') return String(rule.fallback);
      return rule.kind === 'text' || rule.kind === 'choice' ? (rule.fallback ?? '') : '';
    }),
    title: '',
    slug: '',
    slugTouched: false,
    eventDate: '',
    startTime: EVENT_DEFAULTS.startTime,
    endTime: '',
    timeZone,
    location: defaults.defaultLocation ?? '',
    unlimitedSpots: true,
    maxCapacity: '',
    ageRestriction: defaults.defaultAgeRestriction ?? EVENT_DEFAULTS.ageRestriction,
    themeId: DEFAULT_THEME_ID,
    revealMode: 'public',
    revealHours: DEFAULT_REVEAL_HOURS,
  };
}

const lines = (values: readonly string[]) => values.join('\n');

/** A stored event's form (edit mode). */
export function eventFormFrom(values: EventFormValues): EventFormState {
  return {
    ...optionalFields((field, rule) => {
      const value = values[field];
      if (rule.kind === 'hours') return hoursRows(rule, value as number[]);
      if (rule.kind === 'count') return String(value);
      return Array.isArray(value) ? lines(value as string[]) : ((value as string | boolean | null) ?? '');
    }),
    title: values.title,
    // The server keeps an event's slug on edit (ADR 0014).
    slug: values.slug,
    slugTouched: true,
    eventDate: values.eventDate,
    startTime: values.startTime,
    endTime: values.endTime ?? '',
    timeZone: values.timeZone,
    unlimitedSpots: values.unlimitedSpots,
    maxCapacity: values.maxCapacity === null ? '' : String(values.maxCapacity),
    ageRestriction: values.ageRestriction,
    themeId: values.themeId,
    revealMode: values.locationReveal.mode,
    revealHours: String(values.locationReveal.hoursBefore ?? DEFAULT_REVEAL_HOURS),
  };
}

/** One entry per line, trimmed, blank lines dropped (spec 2 §5). */
export function listOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const text = (value: string): string | null => value.trim() || null;
const withoutPlaceholder = (value: string, placeholder: string) =>
  value.trim() === placeholder ? null : text(value);

/** The form after a title change: the slug follows the title until the host edits it (spec 2 §5). */
export function withTitle(form: EventFormState, title: string): EventFormState {
  return form.slugTouched ? { ...form, title } : { ...form, title, slug: slugify(title) };
}

/** The API payload (spec 2 §7): lists as arrays, maxCapacity a number only when spots are limited. */
export function toEventPayload(form: EventFormState, mode: 'create' | 'edit' = 'create'): CreateEventDto {
  const capacity = form.maxCapacity.trim();
  const optional = Object.fromEntries(
    fieldEntries.map(([field, rule]) => {
      const value = form[field];
      if (typeof value === 'boolean') return [field, value];
      if (Array.isArray(value)) return [field, chosenHours(value)];
      if (rule.kind === 'count') return [field, value.trim() === '' ? null : Number(value)];
      return [field, rule.kind === 'list' ? listOf(value) : text(value)];
    }),
  ) as Required<OptionalEventInput>;
  return {
    ...optional,
    title: form.title.trim(),
    slug: mode === 'create' ? text(form.slug) : null,
    eventDate: form.eventDate,
    startTime: form.startTime || null,
    endTime: form.endTime || null,
    timeZone: form.timeZone,
    location: withoutPlaceholder(form.location, PLACEHOLDERS.location),
    description: withoutPlaceholder(form.description, PLACEHOLDERS.description),
    unlimitedSpots: form.unlimitedSpots,
    maxCapacity: form.unlimitedSpots || capacity === '' ? null : Number(capacity),
    ageRestriction: form.ageRestriction as CreateEventDto['ageRestriction'],
    themeId: form.themeId || DEFAULT_THEME_ID,
    locationReveal: {
      mode: form.revealMode,
      hoursBefore: form.revealMode === 'before-start' ? Number(form.revealHours.trim() || Number.NaN) : null,
    },
  };
}

/** The form's own required-field checks, with the spec's messages; the server checks the rest. */
export function validateEventForm(form: EventFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.title.trim()) errors.title = EVENT_MESSAGES.titleRequired;
  if (!form.eventDate) errors.eventDate = EVENT_MESSAGES.dateRequired;
  const slug = form.slug.trim();
  if (!form.slugTouched || slug === '') return errors;
  if (!isValidSlug(slug)) errors.slug = EVENT_MESSAGES.slugInvalid;
  return errors;
}

/** The toasts of a failed save (spec 2 §8), for the failure's status and server message. */
export function saveFailureToasts(
  mode: 'create' | 'edit',
  failure: { status: number | null; detail: string | null },
): { title: string; description: string; followUp: string | null } {
  if (mode === 'edit') {
    return {
      title: 'Failed to update event',
      description: failure.detail ?? 'Please try again.',
      followUp: null,
    };
  }
  if (failure.status === 401) {
    return {
      title: 'Failed to create event',
      description: 'You must be logged in to create events. Please refresh the page and log in again.',
      followUp: 'Session expired',
    };
  }
  return {
    title: 'Failed to create event',
    description: failure.detail ?? 'Please check all required fields and try again',
    followUp: null,
  };
}

/** Delay of the 'Session expired' toast after a 401 (spec 2 §8). */
export const SESSION_EXPIRED_DELAY_MS = 2000;
