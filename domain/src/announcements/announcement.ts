import { charLength } from '../accounts/field-limits.js';
import type { FieldError } from '../kernel/domain-error.js';

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
