import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { CalendarEntry } from '@nightlife/domain';
import ical from 'ical-generator';
import { DateTime } from 'luxon';

// A zone's VTIMEZONE is read from the library's files: once per zone and process.
const vtimezones = new Map<string, string | null>();
function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone));
  return vtimezones.get(zone)!;
}

/**
 * Calendar entries as an iCalendar file (RFC 5545) by ical-generator: one VEVENT each, start and
 * end as wall-clock times in the event's zone (luxon does the zone arithmetic) with that zone's
 * VTIMEZONE, the page's URL, and the location only when the entry carries it.
 */
export function calendarFile(
  entries: readonly CalendarEntry[],
  { origin, name, stamp }: { origin: string; name?: string; stamp: Date },
): string {
  const calendar = ical({
    prodId: { company: 'nightlife', product: 'events' },
    ...(name ? { name } : {}),
    // No calendar-wide zone: each event names its own, and its VTIMEZONE is generated.
    timezone: { name: null, generator: vtimezoneOf },
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      summary: entry.title,
      description: entry.description,
      start: DateTime.fromJSDate(entry.startsAt),
      end: DateTime.fromJSDate(entry.endsAt),
      timezone: entry.timeZone,
      location: entry.location,
      url: `${origin}${entry.path}`,
      stamp,
    });
  }
  return calendar.toString();
}
