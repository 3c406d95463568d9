import type { ApiFailure } from '@nightlife/api';
import { failureText } from '../shared/failure-text';

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

/** Spec 1 §8: the server's message, or the fallback. */
export function sendFailedMessage(failure: ApiFailure): string {
  return failureText(failure, ANNOUNCEMENT_TEXTS.failedFallback, ANNOUNCEMENT_TEXTS.failedFallback);
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

/** When an announcement was sent, in the viewer's locale and zone: 'Nov 25, 2026, 9:30 PM'. */
export function sentAt(iso: string): string {
  return new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}
