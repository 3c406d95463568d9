import { DISPLAY_STATUS_LABELS, type EventDisplayStatus } from '@nightlife/domain';
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

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** 'Attending this year': the attended events dated within the past year (up to now). */
export function attendingThisYear(events: readonly { dateTime: string }[], now: Date): number {
  const end = now.getTime();
  return events.filter((event) => {
    const at = Date.parse(event.dateTime);
    return at <= end && at > end - YEAR_MS;
  }).length;
}

/** The dashboard badge: Upcoming, Live (the past case, as the spec labels it) or Draft. */
export function statusBadge(status: EventDisplayStatus): {
  label: string;
  variant: 'live' | 'past' | 'draft';
} {
  const variant = status === 'upcoming' ? 'live' : status;
  return { label: DISPLAY_STATUS_LABELS[status], variant };
}
