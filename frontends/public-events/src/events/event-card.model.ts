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

/** Tickets are sold only for upcoming events that have a ticket address (spec 1 §2). */
export function ticketLink(event: Pick<EventCardData, 'status' | 'ticketUrl'>): string | null {
  if (event.status !== 'upcoming' || !event.ticketUrl) return null;
  // Only web addresses: a javascript: or data: URL from an event must never become a link.
  return /^https?:\/\//i.test(event.ticketUrl) ? event.ticketUrl : null;
}
