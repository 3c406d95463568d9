/**
 * An event as a calendar entry (issue 21 §3): the same facts for the .ics file, the personal feed
 * and the Google Calendar and Outlook links. The location is whatever the caller may see (null
 * while it is hidden from them): the caller's view decides, never this module.
 */
export interface CalendarEntry {
  /** Stable across downloads and edits, so calendars update the entry instead of adding one. */
  uid: string;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  /** The event page's path; callers prefix their origin. */
  path: string;
}

/** How long an event without an end time lasts in a calendar. */
export const DEFAULT_EVENT_HOURS = 4;

export function calendarEntryOf(event: {
  id: string;
  slug: string;
  title: string;
  tagline: string | null;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  /** As the caller may see it: null when hidden from them. */
  location: string | null;
}): CalendarEntry {
  return {
    uid: `${event.id}@nightlife.events`,
    title: event.title,
    description: event.tagline,
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_EVENT_HOURS * 3_600_000),
    timeZone: event.timeZone,
    location: event.location,
    path: `/event/${encodeURIComponent(event.slug)}`,
  };
}

/** 20261128T020000Z: the UTC form both calendar links read. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A query string of the parameters that have a value (the domain runs without URL APIs). */
function query(params: Record<string, string | null>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Google Calendar's "add event" page for the entry. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${utcStamp(entry.startsAt)}/${utcStamp(entry.endsAt)}`,
    ctz: entry.timeZone,
    details: entry.description,
    location: entry.location,
  })}`;
}

/** Outlook on the web's "new event" page for the entry. */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: entry.startsAt.toISOString(),
    enddt: entry.endsAt.toISOString(),
    body: entry.description,
    location: entry.location,
  })}`;
}
