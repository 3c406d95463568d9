import { DomainError } from '../kernel/domain-error.js';

/** The announcements context's error codes (announcements and the attendees' inbox). */
export const AnnouncementErrorCodes = {
  RECIPIENTS_INVALID: 'ANNOUNCEMENT.RECIPIENTS_INVALID',
  DAILY_LIMIT: 'ANNOUNCEMENT.DAILY_LIMIT',
  NOT_FOUND: 'ANNOUNCEMENT.NOT_FOUND',
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION.NOT_FOUND',
} as const;
export type AnnouncementErrorCode = (typeof AnnouncementErrorCodes)[keyof typeof AnnouncementErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<AnnouncementErrorCode, true> {}
}

export function recipientsInvalidError(count: number): DomainError {
  return new DomainError(
    AnnouncementErrorCodes.RECIPIENTS_INVALID,
    count === 1
      ? '1 recipient is not an RSVP of this event. Nothing was sent.'
      : `${count} recipients are not RSVPs of this event. Nothing was sent.`,
  );
}

export function dailyLimitError(limit: number, retryAt: Date): DomainError {
  return new DomainError(
    AnnouncementErrorCodes.DAILY_LIMIT,
    `This event has sent its ${limit} announcements for the last 24 hours. Please try again later.`,
    undefined,
    retryAt,
  );
}

export function announcementNotFoundError(): DomainError {
  return new DomainError(AnnouncementErrorCodes.NOT_FOUND, 'Announcement not found.');
}

export function notificationNotFoundError(): DomainError {
  return new DomainError(AnnouncementErrorCodes.NOTIFICATION_NOT_FOUND, 'Notification not found.');
}
