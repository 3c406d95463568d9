import { charLength } from '../accounts/field-limits.js';
import type { FieldError } from '../kernel/domain-error.js';
import { isKnownThemeId, resolveTheme } from '../themes/theme-catalogue.js';
import { AGE_RESTRICTIONS, EVENT_DEFAULTS, EVENT_LIMITS, type AgeRestriction, type Event } from './event.js';
import { isLocalMediaUrl } from '../storage/object-keys.js';
import { isValidSlug } from './slug.js';
import {
  addDaysToDateKey,
  isValidDateKey,
  isValidTimeZone,
  isValidWallTime,
  localDateKey,
  zonedDateTimeToInstant,
  zonedParts,
} from './zoned-time.js';

/** The event form's fields as the API receives them (docs/api-contract.md, createEvent). */
export interface EventInput {
  title: string;
  tagline?: string | null;
  description?: string | null;
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
  location?: string | null;
  hideLocationUntilRsvp?: boolean;
  price?: string | null;
  ageRestriction?: string | null;
  unlimitedSpots?: boolean;
  maxCapacity?: number | null;
  dressCode?: string | null;
  highlights?: string[];
  ticketUrl?: string | null;
  ctaButtonLabel?: string | null;
  flyerImageUrl?: string | null;
  flyerVideoUrl?: string | null;
  posterUrl?: string | null;
  useVideoInsteadOfImage?: boolean;
  galleryImages?: string[];
  galleryVideos?: string[];
  partnerNames?: string[];
  partnerLogos?: string[];
  playlistLink?: string | null;
  registryLink?: string | null;
  allowGuestInvites?: boolean;
  requireApproval?: boolean;
  openInvite?: boolean;
  hasGroupOrder?: boolean;
  isDraft?: boolean;
  themeId?: string | null;
}

/** An event's own fields, normalised; identity, slug, host and timestamps are the use case's. */
export type EventFields = Omit<Event, 'id' | 'slug' | 'hostId' | 'createdAt' | 'updatedAt'>;

export const EVENT_MESSAGES = {
  titleRequired: 'Event title is required',
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

const TEXT_FIELDS = [
  ['tagline', 'Tagline', EVENT_LIMITS.tagline],
  ['description', 'Description', EVENT_LIMITS.description],
  ['location', 'Location', EVENT_LIMITS.location],
  ['price', 'Price', EVENT_LIMITS.price],
  ['dressCode', 'Dress code', EVENT_LIMITS.dressCode],
  ['ctaButtonLabel', 'Button label', EVENT_LIMITS.ctaButtonLabel],
] as const;

const URL_FIELDS = [
  ['ticketUrl', 'Ticket URL'],
  ['flyerImageUrl', 'Flyer image URL'],
  ['flyerVideoUrl', 'Flyer video URL'],
  ['posterUrl', 'Poster URL'],
  ['playlistLink', 'Playlist link'],
  ['registryLink', 'Registry link'],
] as const;

const LIST_FIELDS = [
  ['highlights', 'Highlights', false],
  ['galleryImages', 'Gallery images', true],
  ['galleryVideos', 'Gallery videos', true],
  ['partnerNames', 'Partner names', false],
  ['partnerLogos', 'Partner logos', true],
] as const;

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

  for (const [field, label, max] of TEXT_FIELDS) {
    const text = optionalText(input[field]);
    if (text !== null && charLength(text) > max) add(field, `${label} must be at most ${max} characters`);
  }

  for (const [field, label] of URL_FIELDS) {
    const url = optionalText(input[field]);
    if (url === null) continue;
    if (charLength(url) > EVENT_LIMITS.url)
      add(field, `${label} must be at most ${EVENT_LIMITS.url} characters`);
    else if (!isAddress(url)) add(field, `${label} must be a web address starting with http:// or https://`);
  }

  for (const [field, label, urls] of LIST_FIELDS) {
    const entries = normalizeList(input[field]);
    const max = urls ? EVENT_LIMITS.url : EVENT_LIMITS.listItem;
    if (entries.length > EVENT_LIMITS.listItems) {
      add(field, `${label} can have at most ${EVENT_LIMITS.listItems} entries`);
    } else if (entries.some((entry) => charLength(entry) > max)) {
      add(field, `${label}: each entry must be at most ${max} characters`);
    } else if (urls && entries.some((entry) => !isAddress(entry))) {
      add(field, `${label}: each entry must be a web address starting with http:// or https://`);
    }
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

  return errors;
}

/** The stored form of input that passed validateEventInput: trimmed, defaulted, times as instants. */
export function normalizeEventInput(input: EventInput): EventFields {
  const timeZone = timeZoneOf(input);
  const date = eventDateKey(input.eventDate) as string;
  const startTime = wallTime(input.startTime, EVENT_DEFAULTS.startTime) as string;
  const endTime = wallTime(input.endTime, null);
  const unlimitedSpots = input.unlimitedSpots ?? true;
  return {
    title: input.title.trim(),
    tagline: optionalText(input.tagline),
    description: optionalText(input.description),
    startsAt: zonedDateTimeToInstant(date, startTime, timeZone),
    // An end before the start is past midnight, on the next day (spec 2 §2.8 time lists).
    endsAt:
      endTime === null
        ? null
        : zonedDateTimeToInstant(endTime < startTime ? addDaysToDateKey(date, 1) : date, endTime, timeZone),
    timeZone,
    location: optionalText(input.location),
    hideLocationUntilRsvp: input.hideLocationUntilRsvp ?? false,
    price: optionalText(input.price),
    ageRestriction: (optionalText(input.ageRestriction) ?? EVENT_DEFAULTS.ageRestriction) as AgeRestriction,
    maxCapacity: unlimitedSpots ? null : (input.maxCapacity ?? null),
    unlimitedSpots,
    dressCode: optionalText(input.dressCode),
    highlights: normalizeList(input.highlights),
    ticketUrl: optionalText(input.ticketUrl),
    ctaButtonLabel: optionalText(input.ctaButtonLabel) ?? EVENT_DEFAULTS.ctaButtonLabel,
    flyerImageUrl: optionalText(input.flyerImageUrl),
    flyerVideoUrl: optionalText(input.flyerVideoUrl),
    posterUrl: optionalText(input.posterUrl),
    useVideoInsteadOfImage: input.useVideoInsteadOfImage ?? false,
    galleryImages: normalizeList(input.galleryImages),
    galleryVideos: normalizeList(input.galleryVideos),
    partnerNames: normalizeList(input.partnerNames),
    partnerLogos: normalizeList(input.partnerLogos),
    playlistLink: optionalText(input.playlistLink),
    registryLink: optionalText(input.registryLink),
    allowGuestInvites: input.allowGuestInvites ?? false,
    requireApproval: input.requireApproval ?? false,
    openInvite: input.openInvite ?? false,
    hasGroupOrder: input.hasGroupOrder ?? false,
    isDraft: input.isDraft ?? false,
    // Publishing is the isDraft choice (spec 2 §2.8); isPublished stays for imported data.
    isPublished: true,
    isPrivate: false,
    // The legacy fallback id is stored as the theme it stands for.
    themeId: resolveTheme(optionalText(input.themeId)).id,
  };
}

/** The form's values of a stored event, every field present (the edit form's starting point). */
type DefaultedField =
  'slug' | 'startTime' | 'endTime' | 'timeZone' | 'ageRestriction' | 'ctaButtonLabel' | 'themeId';
export type EventFormValues = Required<Omit<EventInput, DefaultedField>> & {
  slug: string;
  startTime: string;
  endTime: string | null;
  timeZone: string;
  ageRestriction: string;
  ctaButtonLabel: string;
  themeId: string;
};

const wallClock = (instant: Date, timeZone: string) => {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** A stored event as form values: normalizeEventInput(eventFormValues(e)) gives e's fields back. */
export function eventFormValues(event: Event): EventFormValues {
  return {
    title: event.title,
    slug: event.slug,
    tagline: event.tagline,
    description: event.description,
    eventDate: localDateKey(event.startsAt, event.timeZone),
    startTime: wallClock(event.startsAt, event.timeZone),
    endTime: event.endsAt === null ? null : wallClock(event.endsAt, event.timeZone),
    timeZone: event.timeZone,
    location: event.location,
    hideLocationUntilRsvp: event.hideLocationUntilRsvp,
    price: event.price,
    ageRestriction: event.ageRestriction,
    unlimitedSpots: event.unlimitedSpots,
    maxCapacity: event.maxCapacity,
    dressCode: event.dressCode,
    highlights: event.highlights,
    ticketUrl: event.ticketUrl,
    ctaButtonLabel: event.ctaButtonLabel,
    flyerImageUrl: event.flyerImageUrl,
    flyerVideoUrl: event.flyerVideoUrl,
    posterUrl: event.posterUrl,
    useVideoInsteadOfImage: event.useVideoInsteadOfImage,
    galleryImages: event.galleryImages,
    galleryVideos: event.galleryVideos,
    partnerNames: event.partnerNames,
    partnerLogos: event.partnerLogos,
    playlistLink: event.playlistLink,
    registryLink: event.registryLink,
    allowGuestInvites: event.allowGuestInvites,
    requireApproval: event.requireApproval,
    openInvite: event.openInvite,
    hasGroupOrder: event.hasGroupOrder,
    isDraft: event.isDraft,
    themeId: event.themeId,
  };
}
