import { charLength } from '../accounts/field-limits.js';
import type { FieldError } from '../kernel/domain-error.js';
import { err, ok, type Result } from '../kernel/result.js';
import { dailyLimitError } from './announcement-errors.js';

/** Server-side limits of an announcement. */
export const ANNOUNCEMENT_LIMITS = {
  /** Characters (code points) of the trimmed message. */
  message: 2000,
  /** Recipients (distinct RSVP ids) of one announcement. */
  recipients: 20_000,
} as const;

/** Announcements one event may send per rolling 24 hours unless configured otherwise. */
export const DEFAULT_ANNOUNCEMENTS_PER_EVENT_PER_DAY = 10;

/** What a host sent to some of the people who RSVP'd to their event. */
export interface Announcement {
  id: string;
  eventId: string;
  message: string;
  /** Distinct RSVP ids of the event, in the order the host sent them. */
  recipientIds: string[];
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AnnouncementCheck =
  { ok: true; message: string; recipientIds: string[] } | { ok: false; errors: FieldError[] };

/**
 * Spec 1 §5: a non-empty trimmed message and at least one recipient. The message is stored
 * trimmed; repeated recipient ids count once.
 */
export function checkAnnouncementInput(input: {
  message: unknown;
  recipientIds: unknown;
}): AnnouncementCheck {
  const errors: FieldError[] = [];
  const message = typeof input.message === 'string' ? input.message.trim() : '';
  if (message === '') errors.push({ field: 'message', message: 'Please write a message.' });
  else if (charLength(message) > ANNOUNCEMENT_LIMITS.message)
    errors.push({
      field: 'message',
      message: `The message must be at most ${ANNOUNCEMENT_LIMITS.message} characters.`,
    });

  const ids = Array.isArray(input.recipientIds) ? input.recipientIds : null;
  let recipientIds: string[] = [];
  if (ids === null || ids.length === 0) {
    errors.push({ field: 'recipientIds', message: 'Please select at least one recipient.' });
  } else if (!ids.every((id): id is string => typeof id === 'string' && UUID.test(id))) {
    errors.push({ field: 'recipientIds', message: 'Recipients must be RSVP ids.' });
  } else {
    recipientIds = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (recipientIds.length > ANNOUNCEMENT_LIMITS.recipients)
      errors.push({
        field: 'recipientIds',
        message: `An announcement goes to at most ${ANNOUNCEMENT_LIMITS.recipients} recipients.`,
      });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, message, recipientIds };
}

/** The window of the per-event limit on announcements. */
export const ANNOUNCEMENT_WINDOW_MS = 24 * 3600 * 1000;

/**
 * An event sends at most `max` announcements in any 24 hours. At the limit, the next one may go
 * when enough of the window's announcements have left it: the answer says when.
 */
export function withinDailyLimit(sentInWindow: readonly Date[], max: number): Result<void> {
  if (sentInWindow.length < max) return ok(undefined);
  const oldestFirst = [...sentInWindow].sort((a, b) => a.getTime() - b.getTime());
  const freesASlot = oldestFirst[sentInWindow.length - max];
  return err(dailyLimitError(max, new Date(freesASlot.getTime() + ANNOUNCEMENT_WINDOW_MS)));
}
