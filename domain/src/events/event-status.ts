import { localDateKey } from './zoned-time.js';

export type EventStatus = 'upcoming' | 'past';

/** The event page's badge (spec 1): what the page and its server-drawn first frame say. */
export const EVENT_STATUS_BADGES: Record<EventStatus, string> = {
  upcoming: 'UPCOMING EVENT',
  past: 'PAST EVENT',
};
/** An event card's badge on /events: what the card and the list's server-drawn first frame say. */
export const EVENT_CARD_BADGES: Record<EventStatus, string> = {
  upcoming: 'LIVE',
  past: 'PAST',
};
/** The host's badge (issue 22 §6): a draft, live while it runs, else upcoming or past. */
export type EventDisplayStatus = 'draft' | 'live' | EventStatus;

// No zone's offset differs from another's by more than a day (the views SQL relies on the same
// fact): instants two days apart fall on different local dates in every zone, in the same order.
const TWO_DAYS_MS = 48 * 3600 * 1000;

/**
 * Past once the event's local date (in its own zone) is before today's local date there:
 * an event stays upcoming for the whole of its day. Only an event starting within two days of
 * now needs the zone's calendar (every RSVP asks, so the rest skip it).
 */
export function eventStatus(event: { startsAt: Date; timeZone: string }, now: Date): EventStatus {
  const fromNow = event.startsAt.getTime() - now.getTime();
  if (fromNow >= TWO_DAYS_MS) return 'upcoming';
  if (fromNow <= -TWO_DAYS_MS) return 'past';
  return localDateKey(event.startsAt, event.timeZone) < localDateKey(now, event.timeZone)
    ? 'past'
    : 'upcoming';
}

/**
 * Whether the event is running at `now`: from its start to its end; without an end, for the rest
 * of its local day (while eventStatus still calls it upcoming).
 */
export function isRunning(
  event: { startsAt: Date; endsAt: Date | null; timeZone: string },
  now: Date,
): boolean {
  if (now.getTime() < event.startsAt.getTime()) return false;
  if (event.endsAt !== null) return now.getTime() < event.endsAt.getTime();
  return eventStatus(event, now) === 'upcoming';
}

/**
 * Dashboard badge status: draft when unpublished, flagged draft or undated (spec 2 §4); live while
 * it runs; else upcoming or past, as the public list says.
 */
export function eventDisplayStatus(
  event: {
    isDraft: boolean;
    isPublished: boolean;
    startsAt: Date | null;
    endsAt: Date | null;
    timeZone: string;
  },
  now: Date,
): EventDisplayStatus {
  if (event.isDraft || !event.isPublished || event.startsAt === null) return 'draft';
  const dated = { startsAt: event.startsAt, endsAt: event.endsAt, timeZone: event.timeZone };
  return isRunning(dated, now) ? 'live' : eventStatus(dated, now);
}

/**
 * The badges' words (issue 22 §6): the spec called the past case 'Live', which hosts read as
 * "happening now"; past events say Past (as the public list does) and 'Live now' means running.
 */
export const DISPLAY_STATUS_LABELS: Readonly<Record<EventDisplayStatus, string>> = {
  upcoming: 'Upcoming',
  live: 'Live now',
  past: 'Past',
  draft: 'Draft',
};

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Whether an event a guest RSVP'd to counts for their "Attending this year" (issue 22 §6): dated
 * within the past year up to now, or later this calendar year (in `timeZone`, the viewer's).
 */
export function inAttendingYear(startsAt: Date, now: Date, timeZone: string): boolean {
  const at = startsAt.getTime();
  if (at <= now.getTime()) return at > now.getTime() - YEAR_MS;
  return localDateKey(startsAt, timeZone).slice(0, 4) === localDateKey(now, timeZone).slice(0, 4);
}
