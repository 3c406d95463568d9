import type { EventStatus } from './event-status.js';

/**
 * Where an event's ticket button goes: tickets are sold only for upcoming events that have a
 * ticket address (spec 1 §2), and only a web address becomes a link (a javascript: or data: URL
 * from an event never does). The event page, its cards and the list's server-drawn first frame.
 */
export function ticketLink(event: { status: EventStatus; ticketUrl?: string | null }): string | null {
  if (event.status !== 'upcoming' || !event.ticketUrl) return null;
  return /^https?:\/\//i.test(event.ticketUrl) ? event.ticketUrl : null;
}
