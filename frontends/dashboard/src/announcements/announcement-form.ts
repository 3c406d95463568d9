import { inRecipientGroup, type GroupableRsvp, type RecipientGroup } from '@nightlife/domain';
import type { ApiFailure } from '@nightlife/api';

/** The spec's texts (spec 1 §5, §7, §8). */
export const ANNOUNCEMENT_TEXTS = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please write a message and select recipients.',
  sent: 'Announcement Sent!',
  failedTitle: 'Failed to Send',
  failedFallback: 'Failed to send announcement. Please try again.',
} as const;

/** Spec 1 §5: a non-empty trimmed message and at least one recipient. */
export function canSend(message: string, selected: ReadonlySet<string>): boolean {
  return message.trim() !== '' && selected.size > 0;
}

/** Whether every RSVP of the group is selected (false for an empty group). */
export function isGroupSelected(rsvps: readonly GroupableRsvp[], selected: ReadonlySet<string>): boolean {
  return rsvps.length > 0 && rsvps.every((rsvp) => selected.has(rsvp.id));
}

/** The select-all toggle of one group: selects all its RSVPs, or clears them when all were. */
export function toggleGroup(
  rsvps: readonly GroupableRsvp[],
  group: RecipientGroup,
  selected: ReadonlySet<string>,
): Set<string> {
  const members = rsvps.filter((rsvp) => inRecipientGroup(rsvp, group));
  const next = new Set(selected);
  if (isGroupSelected(members, selected)) for (const rsvp of members) next.delete(rsvp.id);
  else for (const rsvp of members) next.add(rsvp.id);
  return next;
}

export function toggleOne(id: string, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Spec 1 §8: the server's message, or the fallback. */
export function sendFailedMessage(failure: ApiFailure): string {
  if (failure.kind === 'network') return ANNOUNCEMENT_TEXTS.failedFallback;
  return failure.fieldErrors[0]?.message ?? failure.detail ?? ANNOUNCEMENT_TEXTS.failedFallback;
}

/** "3 of 120 read" style summary of one announcement's counts. */
export function deliverySummary(counts: {
  queued: number;
  delivered: number;
  emailed: number;
  failed: number;
  read: number;
}): string[] {
  return [
    `${counts.delivered} delivered`,
    `${counts.read} read`,
    `${counts.emailed} emailed`,
    ...(counts.queued > 0 ? [`${counts.queued} queued`] : []),
    ...(counts.failed > 0 ? [`${counts.failed} failed`] : []),
  ];
}
