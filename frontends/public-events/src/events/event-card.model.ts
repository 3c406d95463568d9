import type { EventSummary } from '../api/list-api';

/** The event fields the list and the basic event page read: a listed event (EventSummary). */
export type EventCardData = EventSummary;

/**
 * The location line: the place, the server's note on how to see a hidden one (the reveal rule is
 * the server's), or nothing when unknown.
 */
export function locationLine(
  event: Pick<EventCardData, 'location' | 'locationHidden' | 'locationNote'>,
): string | null {
  if (event.locationHidden) return event.locationNote;
  return event.location?.trim() || null;
}
