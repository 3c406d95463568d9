import { charLength } from '../accounts/field-limits.js';
import type { FieldError } from '../kernel/domain-error.js';
import { isKnownThemeId, resolveTheme } from '../themes/theme-catalogue.js';
import { AGE_RESTRICTIONS, EVENT_DEFAULTS, EVENT_LIMITS, type AgeRestriction, type Event } from './event.js';
import { isLocalMediaUrl } from '../storage/object-keys.js';
import { isValidSlug } from './slug.js';
import { GUEST_LIST_VISIBILITIES } from './event-policy.js';
import {
  locationRevealError,
  normalizeLocationReveal,
  type LocationReveal,
  type LocationRevealInput,
} from './location-reveal.js';
import {
  addDaysToDateKey,
  isValidDateKey,
  isValidTimeZone,
  isValidWallTime,
  localDateKey,
  zonedDateTimeToInstant,
  zonedParts,
} from './zoned-time.js';

/** A text field: trimmed, blank is null (or the fallback, which makes the field always set). */
interface TextRule {
  kind: 'text';
  label: string;
  maxLength: number;
  fallback?: string;
}
/** A web address, or media uploaded to the local storage; trimmed, blank is null. */
interface UrlRule {
  kind: 'url';
  label: string;
}
/** Entries entered one per line: trimmed, blank ones dropped (normalizeList). */
interface ListRule {
  kind: 'list';
  label: string;
  maxEntries: number;
  maxLength: number;
  /** Each entry is an address, as for UrlRule. */
  urls: boolean;
  /** Repeats are dropped, ignoring case; the first spelling stays. */
  unique?: boolean;
}
/** One of a few values; absent or null is the fallback. */
interface ChoiceRule {
  kind: 'choice';
  label: string;
  options: readonly string[];
  fallback: string;
}
/** A yes/no choice: the fallback (false unless given) when not sent. */
interface FlagRule {
  kind: 'flag';
  label: string;
  fallback?: boolean;
}
/**
 * Whole hours before the start (reminders): distinct, stored latest first; absent is the default,
 * an empty list is none.
 */
interface HoursRule {
  kind: 'hours';
  label: string;
  min: number;
  max: number;
  maxEntries: number;
  fallback: readonly number[];
}
/** A whole number in a range; absent or null is the fallback. */
interface CountRule {
  kind: 'count';
  label: string;
  min: number;
  max: number;
  fallback: number;
  /** What the number counts, for the message ('hours'). */
  unit: string;
}
export type EventFieldRule = TextRule | UrlRule | ListRule | FlagRule | HoursRule | ChoiceRule | CountRule;

const text = (label: string, maxLength: number) => ({ kind: 'text', label, maxLength }) as const;
const url = (label: string) => ({ kind: 'url', label }) as const;
const list = (label: string) =>
  ({
    kind: 'list',
    label,
    maxEntries: EVENT_LIMITS.listItems,
    maxLength: EVENT_LIMITS.listItem,
    urls: false,
  }) as const;
const urlList = (label: string) => ({ ...list(label), maxLength: EVENT_LIMITS.url, urls: true }) as const;
const flag = (label: string) => ({ kind: 'flag', label }) as const;

/**
 * The event's optional fields and their rules: the one place a new optional field is declared.
 * The API's payload and form values (backend DTO), the stored event (Event) and the event form's
 * state are derived from this table; the label names the field in every message. Fields with
 * rules of their own (title, slug, date and times, zone, age, capacity, theme) are checked by
 * validateEventInput below.
 */
export const EVENT_FIELDS = {
  tagline: text('Tagline', EVENT_LIMITS.tagline),
  description: text('Description', EVENT_LIMITS.description),
  location: text('Location', EVENT_LIMITS.location),
  price: text('Price', EVENT_LIMITS.price),
  dressCode: text('Dress code', EVENT_LIMITS.dressCode),
  ctaButtonLabel: {
    ...text('Button label', EVENT_LIMITS.ctaButtonLabel),
    fallback: EVENT_DEFAULTS.ctaButtonLabel,
  },
  ticketUrl: url('Ticket URL'),
  flyerImageUrl: url('Flyer image URL'),
  flyerVideoUrl: url('Flyer video URL'),
  posterUrl: url('Poster URL'),
  playlistLink: url('Playlist link'),
  registryLink: url('Registry link'),
  highlights: list('Highlights'),
  galleryImages: urlList('Gallery images'),
  galleryVideos: urlList('Gallery videos'),
  partnerNames: list('Partner names'),
  partnerLogos: urlList('Partner logos'),
  musicGenres: { ...list('Music genres'), maxEntries: 5, maxLength: 40, unique: true },
  doorInstructions: text('Door instructions', EVENT_LIMITS.doorInstructions),
  guestListVisibility: {
    kind: 'choice',
    label: 'Guest list',
    options: GUEST_LIST_VISIBILITIES,
    fallback: 'signed-in',
  },
  useVideoInsteadOfImage: flag('Use video instead of image'),
  allowGuestInvites: flag('Allow guest invites'),
  /** Guests who left may come back in at the door (issue 19 §3). */
  allowReentry: flag('Allow re-entry'),
  requireApproval: flag('Require approval'),
  /** Guests of an invite-only event may pass its invitation link on (ADR 0038). */
  openInvite: flag('Open invite'),
  /** Invite only (issue 20 §5, ADR 0038): listed nowhere; the page and RSVP need the link. */
  isPrivate: flag('Invite only'),
  /** A full event offers a waitlist (ADR 0027): on unless the host turns it off. */
  waitlist: { ...flag('Waitlist'), fallback: true },
  /** Going guests are asked on the day to reconfirm (issue 20 §4, ADR 0028); off unless chosen. */
  reconfirm: flag('Reconfirmation'),
  reconfirmAskHours: {
    kind: 'count',
    label: 'Reconfirmation question',
    min: 2,
    max: 48,
    fallback: 6,
    unit: 'hours',
  },
  reconfirmDeadlineHours: {
    kind: 'count',
    label: 'Reconfirmation deadline',
    min: 1,
    max: 24,
    fallback: 2,
    unit: 'hours',
  },
  /** How long a waitlist offer lasts at most (waitlist.offerDeadline shortens it near the start). */
  waitlistOfferHours: { kind: 'count', label: 'Offer window', min: 1, max: 24, fallback: 2, unit: 'hours' },
  hasGroupOrder: flag('Group orders'),
  isDraft: flag('Draft'),
  reminderHours: {
    kind: 'hours',
    label: 'Reminders',
    min: 1,
    max: 168,
    maxEntries: 3,
    fallback: [24, 2],
  },
} as const satisfies Record<string, EventFieldRule>;

export type EventFieldName = keyof typeof EVENT_FIELDS;

/** A field's value as the API receives it (absent means empty). */
export type EventFieldInput<R extends EventFieldRule> = R extends ListRule
  ? string[]
  : R extends FlagRule
    ? boolean
    : R extends HoursRule
      ? number[]
      : R extends ChoiceRule
        ? R['options'][number] | null
        : R extends CountRule
          ? number | null
          : string | null;
/** A field's value as stored: a text with a fallback is never empty. */
export type EventFieldValue<R extends EventFieldRule> = R extends ChoiceRule
  ? R['options'][number]
  : R extends CountRule
    ? number
    : R extends { fallback: string }
      ? string
      : EventFieldInput<R>;

/** The optional fields as the API receives them. */
export type OptionalEventInput = {
  [K in EventFieldName]?: EventFieldInput<(typeof EVENT_FIELDS)[K]>;
};
/** The optional fields as stored, every one set. */
export type OptionalEventFields = { [K in EventFieldName]: EventFieldValue<(typeof EVENT_FIELDS)[K]> };

/** The event form's fields as the API receives them (docs/api-contract.md, createEvent). */
export interface EventInput extends OptionalEventInput {
  title: string;
  /** Derived from the title when empty; the server adds a numeric suffix on conflict. */
  slug?: string | null;
  /** 'YYYY-MM-DD' in `timeZone` (the spec's eventDate); the text form 'MARCH 5, 2025' is also read. */
  eventDate: string;
  /** 'HH:MM', 24-hour (or '8:00 PM'); default EVENT_DEFAULTS.startTime. */
  startTime?: string | null;
  /** 'HH:MM'; earlier than the start means the next day. */
  endTime?: string | null;
  /** IANA zone; default EVENT_DEFAULTS.timeZone. */
  timeZone?: string | null;
  ageRestriction?: string | null;
  unlimitedSpots?: boolean;
  maxCapacity?: number | null;
  themeId?: string | null;
  /** Who sees the location and the door instructions, and when; default from hideLocationUntilRsvp. */
  locationReveal?: LocationRevealInput;
  /** The older form of locationReveal: true is `on-rsvp`, false `public`. */
  hideLocationUntilRsvp?: boolean;
}

/** An event's own fields, normalised; identity, slug, host and timestamps are the use case's. */
export type EventFields = Omit<Event, 'id' | 'slug' | 'hostId' | 'createdAt' | 'updatedAt' | 'inviteCode'>;

export const EVENT_MESSAGES = {
  titleRequired: 'Event title is required',
  reconfirmDeadlineAfterAsk:
    'The reconfirmation deadline must come after the question: fewer hours before the start',
  dateRequired: 'Event date is required',
  dateInvalid: 'Event date must be a valid date (YYYY-MM-DD)',
  dateConflict: 'Send the event date once: eventDate, or its older name date, not two different dates',
  datePast: 'Event date cannot be in the past',
  startTimeInvalid: 'Start time must be a 24-hour time (HH:MM)',
  endTimeInvalid: 'End time must be a 24-hour time (HH:MM)',
  endTimeSameAsStart: 'End time must differ from the start time',
  timeZoneInvalid: 'Time zone must be a valid IANA time zone, such as America/Chicago',
  slugInvalid: 'Slug may only contain lowercase letters, digits and single hyphens (at most 80 characters)',
  ageRestrictionInvalid: `Age restriction must be one of: ${AGE_RESTRICTIONS.join(', ')}`,
  maxCapacityRequired: 'Max capacity is required when spots are limited',
  maxCapacityWithUnlimited: 'Max capacity can only be set when spots are limited',
  maxCapacityInvalid: 'Max capacity must be a whole number of at least 1',
  maxCapacityTooLarge: `Max capacity must be at most ${EVENT_LIMITS.maxCapacity}`,
  themeUnknown: 'Please choose one of the available themes',
} as const;

/** Refusal of a capacity below the guests already going (1 + plus-ones per going RSVP). */
export function capacityBelowHeadcountMessage(headcount: number): string {
  return `Max capacity cannot be less than the ${headcount} ${headcount === 1 ? 'guest' : 'guests'} already going`;
}

/**
 * A capacity change that leaves the going guests without a place is refused; null when the
 * new capacity fits (unlimited, or at least the headcount).
 */
export function capacityChangeError(
  capacity: { unlimitedSpots: boolean; maxCapacity: number | null },
  goingHeadcount: number,
): FieldError | null {
  if (capacity.unlimitedSpots || capacity.maxCapacity === null) return null;
  if (capacity.maxCapacity >= goingHeadcount) return null;
  return { field: 'maxCapacity', message: capacityBelowHeadcountMessage(goingHeadcount) };
}

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;
/** A web address, or media uploaded to the local storage (root-relative, see storage/object-keys.ts). */
const isAddress = (url: string) => WEB_ADDRESS.test(url) || isLocalMediaUrl(url);

/** Trimmed text, or null when absent or blank. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Entries are entered one per line (spec 2 §5): lines are trimmed and blank ones dropped. */
export function normalizeList(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((value) => value.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A list field's entries as stored. */
function listEntries(rule: ListRule, values: readonly string[] | undefined): string[] {
  const entries = normalizeList(values);
  if (!rule.unique) return entries;
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The message for a field's value that breaks its rule, or null. */
function fieldError(rule: EventFieldRule, value: unknown): string | null {
  switch (rule.kind) {
    case 'text': {
      const text = optionalText(value as string | null | undefined);
      return text !== null && charLength(text) > rule.maxLength
        ? `${rule.label} must be at most ${rule.maxLength} characters`
        : null;
    }
    case 'url': {
      const url = optionalText(value as string | null | undefined);
      if (url === null) return null;
      if (charLength(url) > EVENT_LIMITS.url)
        return `${rule.label} must be at most ${EVENT_LIMITS.url} characters`;
      return isAddress(url) ? null : `${rule.label} must be a web address starting with http:// or https://`;
    }
    case 'list': {
      const entries = listEntries(rule, value as string[] | undefined);
      if (entries.length > rule.maxEntries)
        return `${rule.label} can have at most ${rule.maxEntries} entries`;
      if (entries.some((entry) => charLength(entry) > rule.maxLength)) {
        return `${rule.label}: each entry must be at most ${rule.maxLength} characters`;
      }
      if (rule.urls && entries.some((entry) => !isAddress(entry))) {
        return `${rule.label}: each entry must be a web address starting with http:// or https://`;
      }
      return null;
    }
    case 'flag':
      return null;
    case 'choice': {
      const choice = value as string | null | undefined;
      return choice === undefined || choice === null || rule.options.includes(choice)
        ? null
        : `${rule.label} must be one of: ${rule.options.join(', ')}`;
    }
    case 'count': {
      const count = value as number | null | undefined;
      return count === undefined ||
        count === null ||
        (Number.isInteger(count) && count >= rule.min && count <= rule.max)
        ? null
        : `${rule.label} must be whole ${rule.unit} from ${rule.min} to ${rule.max}`;
    }
    case 'hours': {
      const hours = (value as number[] | undefined) ?? [];
      if (hours.some((h) => !Number.isInteger(h) || h < rule.min || h > rule.max))
        return `${rule.label} must be whole hours from ${rule.min} to ${rule.max} before the start`;
      if (new Set(hours).size > rule.maxEntries) return `${rule.label}: at most ${rule.maxEntries} times`;
      return null;
    }
  }
}

/** A field's stored value. */
function fieldValue(
  rule: EventFieldRule,
  value: unknown,
): string | string[] | boolean | number | number[] | null {
  switch (rule.kind) {
    case 'text':
      return optionalText(value as string | null | undefined) ?? rule.fallback ?? null;
    case 'url':
      return optionalText(value as string | null | undefined);
    case 'list':
      return listEntries(rule, value as string[] | undefined);
    case 'flag':
      return (value as boolean | undefined) ?? rule.fallback ?? false;
    case 'hours':
      return [...new Set((value as number[] | undefined) ?? rule.fallback)].sort((a, b) => b - a);
    case 'choice':
      return (value as string | null | undefined) ?? rule.fallback;
    case 'count':
      return (value as number | null | undefined) ?? rule.fallback;
  }
}

const fieldEntries = Object.entries(EVENT_FIELDS) as [EventFieldName, EventFieldRule][];

/** An optional field's value as it will be stored, for a preview of valid input. */
export function storedFieldValue<K extends EventFieldName>(
  field: K,
  value: EventFieldInput<(typeof EVENT_FIELDS)[K]> | undefined,
): EventFieldValue<(typeof EVENT_FIELDS)[K]> {
  return fieldValue(EVENT_FIELDS[field], value) as EventFieldValue<(typeof EVENT_FIELDS)[K]>;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const TEXT_DATE = /^([a-z]+)\.? (\d{1,2}), (\d{4})$/i;
const TWELVE_HOUR = /^(\d{1,2}):(\d{2}) ?([ap])\.?m\.?$/i;

/**
 * 'YYYY-MM-DD', also from the spec's text form ('MARCH 5, 2025', 'Mar 5, 2025'): the spec's
 * client sends dates as text (spec 2 §7). Anything else is returned trimmed, for the checks.
 */
export function eventDateKey(value: string | null | undefined): string | null {
  const text = optionalText(value);
  const match = text === null ? null : TEXT_DATE.exec(text);
  if (!match) return text;
  const name = match[1].toLowerCase();
  const month = MONTHS.findIndex((full) => full === name || (name.length === 3 && full.startsWith(name)));
  if (month < 0) return text;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

/** 'HH:MM' (24-hour), also from a 12-hour '8:00 PM'; anything else trimmed, for the checks. */
function wallTime(value: string | null | undefined, fallback: string | null): string | null {
  const text = optionalText(value);
  const match = text === null ? null : TWELVE_HOUR.exec(text);
  if (!match) return text ?? fallback;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return text;
  const hour24 = (hour % 12) + (match[3].toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${match[2]}`;
}

function timeZoneOf(input: EventInput): string {
  return optionalText(input.timeZone) ?? EVENT_DEFAULTS.timeZone;
}

/**
 * Server-side checks of the event form (spec 2 §2.8, §5). Every message can be shown to the
 * host as is; at most one per field. `now` decides what "today" is, in the event's zone.
 * `keptDate` (an edit's stored date, 'YYYY-MM-DD' in the event's zone) stays allowed once
 * past, so a past event can still be corrected without moving it.
 */
export function validateEventInput(
  input: EventInput,
  now: Date,
  keptDate: string | null = null,
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });

  const title = optionalText(input.title);
  if (title === null) add('title', EVENT_MESSAGES.titleRequired);
  else if (charLength(title) > EVENT_LIMITS.title) {
    add('title', `Event title must be at most ${EVENT_LIMITS.title} characters`);
  }

  const slug = optionalText(input.slug);
  if (slug !== null && !isValidSlug(slug)) add('slug', EVENT_MESSAGES.slugInvalid);

  const timeZone = timeZoneOf(input);
  const zoneValid = isValidTimeZone(timeZone);
  if (!zoneValid) add('timeZone', EVENT_MESSAGES.timeZoneInvalid);

  const date = eventDateKey(input.eventDate);
  if (date === null) add('eventDate', EVENT_MESSAGES.dateRequired);
  else if (!isValidDateKey(date)) add('eventDate', EVENT_MESSAGES.dateInvalid);
  // The date picker's minimum is today (spec 2 §2.8), today being the event zone's.
  else if (zoneValid && date !== keptDate && date < localDateKey(now, timeZone)) {
    add('eventDate', EVENT_MESSAGES.datePast);
  }

  const startTime = wallTime(input.startTime, EVENT_DEFAULTS.startTime);
  const endTime = wallTime(input.endTime, null);
  if (startTime !== null && !isValidWallTime(startTime)) add('startTime', EVENT_MESSAGES.startTimeInvalid);
  if (endTime !== null) {
    if (!isValidWallTime(endTime)) add('endTime', EVENT_MESSAGES.endTimeInvalid);
    else if (endTime === startTime) add('endTime', EVENT_MESSAGES.endTimeSameAsStart);
  }

  for (const [field, rule] of fieldEntries) {
    const message = fieldError(rule, input[field]);
    if (message !== null) add(field, message);
  }

  const ageRestriction = optionalText(input.ageRestriction);
  if (ageRestriction !== null && !(AGE_RESTRICTIONS as readonly string[]).includes(ageRestriction)) {
    add('ageRestriction', EVENT_MESSAGES.ageRestrictionInvalid);
  }

  const maxCapacity = input.maxCapacity ?? null;
  if (input.unlimitedSpots ?? true) {
    if (maxCapacity !== null) add('maxCapacity', EVENT_MESSAGES.maxCapacityWithUnlimited);
  } else if (maxCapacity === null) add('maxCapacity', EVENT_MESSAGES.maxCapacityRequired);
  else if (!Number.isInteger(maxCapacity) || maxCapacity < 1)
    add('maxCapacity', EVENT_MESSAGES.maxCapacityInvalid);
  else if (maxCapacity > EVENT_LIMITS.maxCapacity) add('maxCapacity', EVENT_MESSAGES.maxCapacityTooLarge);

  const themeId = optionalText(input.themeId);
  if (themeId !== null && !isKnownThemeId(themeId)) add('themeId', EVENT_MESSAGES.themeUnknown);

  const reveal = locationRevealError(input.locationReveal);
  if (reveal !== null) errors.push(reveal);

  // The deadline comes after the question: fewer hours before the start.
  const ask = storedFieldValue('reconfirmAskHours', input.reconfirmAskHours);
  const deadline = storedFieldValue('reconfirmDeadlineHours', input.reconfirmDeadlineHours);
  if (Number.isInteger(ask) && Number.isInteger(deadline) && deadline >= ask) {
    add('reconfirmDeadlineHours', EVENT_MESSAGES.reconfirmDeadlineAfterAsk);
  }

  return errors;
}

/** The stored form of input that passed validateEventInput: trimmed, defaulted, times as instants. */
export function normalizeEventInput(input: EventInput): EventFields {
  const timeZone = timeZoneOf(input);
  const date = eventDateKey(input.eventDate) as string;
  const startTime = wallTime(input.startTime, EVENT_DEFAULTS.startTime) as string;
  const endTime = wallTime(input.endTime, null);
  const unlimitedSpots = input.unlimitedSpots ?? true;
  const optional = Object.fromEntries(
    fieldEntries.map(([field, rule]) => [field, fieldValue(rule, input[field])]),
  ) as OptionalEventFields;
  return {
    ...optional,
    title: input.title.trim(),
    startsAt: zonedDateTimeToInstant(date, startTime, timeZone),
    // An end before the start is past midnight, on the next day (spec 2 §2.8 time lists).
    endsAt:
      endTime === null
        ? null
        : zonedDateTimeToInstant(endTime < startTime ? addDaysToDateKey(date, 1) : date, endTime, timeZone),
    timeZone,
    ageRestriction: (optionalText(input.ageRestriction) ?? EVENT_DEFAULTS.ageRestriction) as AgeRestriction,
    maxCapacity: unlimitedSpots ? null : (input.maxCapacity ?? null),
    unlimitedSpots,
    // Publishing is the isDraft choice (spec 2 §2.8); isPublished stays for imported data.
    isPublished: true,
    // The legacy fallback id is stored as the theme it stands for.
    themeId: resolveTheme(optionalText(input.themeId)).id,
    locationReveal: normalizeLocationReveal(input.locationReveal, input.hideLocationUntilRsvp),
  };
}

/** The form's values of a stored event, every field present (the edit form's starting point). */
export interface EventFormValues extends OptionalEventFields {
  title: string;
  slug: string;
  eventDate: string;
  startTime: string;
  endTime: string | null;
  timeZone: string;
  ageRestriction: string;
  unlimitedSpots: boolean;
  maxCapacity: number | null;
  themeId: string;
  locationReveal: LocationReveal;
}

const wallClock = (instant: Date, timeZone: string) => {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** A stored event as form values: normalizeEventInput(eventFormValues(e)) gives e's fields back. */
export function eventFormValues(event: Event): EventFormValues {
  const optional = Object.fromEntries(
    fieldEntries.map(([field]) => [field, event[field]]),
  ) as OptionalEventFields;
  return {
    ...optional,
    title: event.title,
    slug: event.slug,
    eventDate: localDateKey(event.startsAt, event.timeZone),
    startTime: wallClock(event.startsAt, event.timeZone),
    endTime: event.endsAt === null ? null : wallClock(event.endsAt, event.timeZone),
    timeZone: event.timeZone,
    ageRestriction: event.ageRestriction,
    unlimitedSpots: event.unlimitedSpots,
    maxCapacity: event.maxCapacity,
    themeId: event.themeId,
    locationReveal: event.locationReveal,
  };
}
