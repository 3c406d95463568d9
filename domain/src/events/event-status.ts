import { localDateKey } from './zoned-time.js';

export type EventStatus = 'upcoming' | 'past';
export type EventDisplayStatus = 'draft' | EventStatus;

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

/** Dashboard badge status (spec 2 §4): draft when unpublished, flagged draft or undated. */
export function eventDisplayStatus(
  event: { isDraft: boolean; isPublished: boolean; startsAt: Date | null; timeZone: string },
  now: Date,
): EventDisplayStatus {
  if (event.isDraft || !event.isPublished || event.startsAt === null) return 'draft';
  return eventStatus({ startsAt: event.startsAt, timeZone: event.timeZone }, now);
}

/** The spec labels the past case 'Live' on dashboard cards; kept as specified. */
export const DISPLAY_STATUS_LABELS: Readonly<Record<EventDisplayStatus, string>> = {
  upcoming: 'Upcoming',
  past: 'Live',
  draft: 'Draft',
};
