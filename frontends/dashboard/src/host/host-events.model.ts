import { DISPLAY_STATUS_LABELS, inAttendingYear, type EventDisplayStatus } from '@nightlife/domain';
import type { DashboardEvent, RsvpStats } from './host-api';

/** Spec 2 §4: Hosting = published and not draft; Drafts = unpublished or draft. */
export function splitMyEvents<T extends Pick<DashboardEvent, 'isDraft' | 'isPublished'>>(
  events: readonly T[],
): { hosting: T[]; drafts: T[] } {
  const hosting = events.filter((event) => event.isPublished && !event.isDraft);
  const drafts = events.filter((event) => !event.isPublished || event.isDraft);
  return { hosting, drafts };
}

/** Average plus-ones per RSVP, to one decimal (spec 2 §2.6); '0.0' without RSVPs. */
export function averagePlusOnes(stats: Pick<RsvpStats, 'totalPlusOnes' | 'totalRsvps'>): string {
  return (stats.totalRsvps === 0 ? 0 : stats.totalPlusOnes / stats.totalRsvps).toFixed(1);
}

/**
 * 'Attending this year': the events the user RSVP'd to of the past year and the rest of this one
 * (the domain's inAttendingYear), in the viewer's zone.
 */
export function attendingThisYear(
  events: readonly { dateTime: string }[],
  now: Date,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): number {
  return events.filter((event) => inAttendingYear(new Date(event.dateTime), now, timeZone)).length;
}

/** The dashboard badge: Upcoming, Live now (pulsing, while it runs), Past or Draft. */
export function statusBadge(status: EventDisplayStatus): {
  label: string;
  variant: 'live' | 'past' | 'draft' | 'neutral';
} {
  const variant = status === 'upcoming' ? 'neutral' : status;
  return { label: DISPLAY_STATUS_LABELS[status], variant };
}
