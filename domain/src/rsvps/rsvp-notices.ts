import { describeEventTime } from '../events/event-time.js';
import { defineJob } from '../kernel/job.js';
import type { MailMessage } from '../kernel/mail.port.js';
import type { RsvpStatus } from './rsvp-lifecycle.js';

/**
 * What a guest is told about their RSVP (issue 20): in the inbox and, when their settings allow,
 * by email. A change under them (the host's decision on a request) is written with the change (the
 * event's places save); a reminder of the start by the reminder sweep (reminders.ts). Each is
 * mailed by a job of the outbox written with it, so it exists exactly once.
 */
export const RSVP_NOTICE_KINDS = [
  'request.approved',
  'request.declined',
  'reminder',
  'location.revealed',
  'waitlist.offered',
  'waitlist.expired',
  'reconfirm.asked',
  'reconfirm.released',
] as const;
export type RsvpNoticeKind = (typeof RSVP_NOTICE_KINDS)[number];

/** A notice the places save writes (its id and time are the store's). */
export interface RsvpNoticeDraft {
  rsvpId: string;
  userId: string;
  eventId: string;
  kind: RsvpNoticeKind;
  /** The waitlist offer it tells of (waitlist notices). */
  offerId?: string;
}

/** The notice a change of status gives the guest, if any: the host's decision on a request. */
export function noticeForChange(from: RsvpStatus, to: RsvpStatus): RsvpNoticeKind | null {
  if (from !== 'pending') return null;
  if (to === 'confirmed') return 'request.approved';
  if (to === 'declined') return 'request.declined';
  return null;
}

/** The start a reminder or a reveal notice tells of (null for the other kinds). */
export interface ReminderFacts {
  /** The start it announces. */
  startsAt: Date;
  /** The event's zone, which the time is told in. */
  timeZone: string;
  hoursBefore: number;
}

/** The offer a waitlist notice tells of. */
export interface OfferFacts {
  places: number;
  expiresAt: Date;
  /** The event's zone, which the deadline is told in. */
  timeZone: string;
}

/** What a notice's words are made of. */
export interface NoticeSubject {
  title: string;
  hostName: string;
  reminder: ReminderFacts | null;
  offer?: OfferFacts | null;
}

/** 'NOVEMBER 28, 2026 at 10:00 PM (Europe/Berlin time)': the start in the event's zone. */
function startText({ startsAt, timeZone }: ReminderFacts): string {
  const { eventDate, eventTime } = describeEventTime({ startsAt, endsAt: null, timeZone });
  return `${eventDate} at ${eventTime} (${timeZone} time)`;
}

/** What the notice says, in the inbox and in the email. */
export function rsvpNoticeText(kind: RsvpNoticeKind, notice: NoticeSubject): string {
  switch (kind) {
    case 'request.approved':
      return `${notice.hostName} approved your RSVP to ${notice.title}. You're on the list: your ticket and the location are on the ticket page.`;
    case 'request.declined':
      return `${notice.hostName} declined your request to join ${notice.title}.`;
    case 'reminder':
      return notice.reminder === null
        ? `Reminder: ${notice.title} is coming up. Your ticket is on the ticket page.`
        : `Reminder: ${notice.title} starts ${startText(notice.reminder)}. Your ticket is on the ticket page.`;
    case 'location.revealed':
      return `The address for ${notice.title} is out: it is on your ticket page.`;
    case 'waitlist.offered': {
      const offer = notice.offer;
      if (!offer)
        return `A place opened up at ${notice.title}! Accept it on the event page before it passes on.`;
      const places = offer.places === 1 ? 'A place' : `${offer.places} places`;
      return `${places} opened up at ${notice.title}! They are held for your party until ${deadlineText(offer)}: accept them on the event page before they pass on.`;
    }
    case 'waitlist.expired':
      return `Your offer for ${notice.title} expired and the places went to the next guest on the waitlist. You can join the waitlist again on the event page.`;
    case 'reconfirm.asked':
      return `Are you still coming to ${notice.title}? Tap "I'm still coming" on your ticket page to keep your place: unconfirmed places go to the waitlist before the start.`;
    case 'reconfirm.released':
      return `You didn't reconfirm for ${notice.title}, so your place went to the waitlist.`;
  }
}

/** 'NOVEMBER 28, 2026 at 10:00 PM (Europe/Berlin time)': an offer's deadline in the event's zone. */
function deadlineText({ expiresAt, timeZone }: OfferFacts): string {
  return startText({ startsAt: expiresAt, timeZone, hoursBefore: 0 });
}

/** The email's subject. */
function rsvpNoticeSubject(kind: RsvpNoticeKind, notice: NoticeSubject): string {
  switch (kind) {
    case 'request.approved':
      return `You're in: ${notice.title}`;
    case 'request.declined':
      return `Your request to join ${notice.title}`;
    case 'reminder': {
      const hours = notice.reminder?.hoursBefore;
      if (hours === undefined) return `Reminder: ${notice.title}`;
      return `Reminder: ${notice.title} starts in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    }
    case 'location.revealed':
      return `The address for ${notice.title} is out`;
    case 'waitlist.offered':
      return `A place opened up: ${notice.title}`;
    case 'waitlist.expired':
      return `Your offer for ${notice.title} expired`;
    case 'reconfirm.asked':
      return `Still coming to ${notice.title}? Reconfirm your place`;
    case 'reconfirm.released':
      return `Your place at ${notice.title} was released`;
  }
}

/** Mails one notice: its job is scheduled with the notice, in the same statement. */
export const emailRsvpNoticeJob = defineJob<{ noticeId: string }>('rsvps.notice-email');

/** Mails a batch of notices (a reminder's or a reveal's, up to NOTICE_EMAIL_BATCH each). */
export const emailRsvpNoticesJob = defineJob<{ noticeIds: string[] }>('rsvps.notice-emails');

/** Notices per batch job: enough to keep a pooled mail transport busy, few enough to retry cheaply. */
export const NOTICE_EMAIL_BATCH = 50;

export type NoticeEmailStatus = 'queued' | 'sent' | 'failed' | 'none';

/** A notice as its email needs it. */
export interface RsvpNoticeForEmail {
  noticeId: string;
  kind: RsvpNoticeKind;
  emailStatus: NoticeEmailStatus;
  /** The guest's email settings: off means the notice stays in the inbox only. */
  wantsEmail: boolean;
  to: string;
  firstName: string;
  eventTitle: string;
  hostName: string;
  /** The ticket page's address. */
  ticketUrl: string;
  /** The event page's address (where an offer is accepted). */
  eventUrl: string;
  /** Waitlist notices: the offer they tell of (else null). */
  offer: OfferFacts | null;
  /**
   * Reminders and reveals: the start and, when the guest may see them now, the location and the
   * door instructions (else null).
   */
  reminder: (ReminderFacts & { location: string | null; doorInstructions: string | null }) | null;
}

/** The ticket page opened on its "Cancel RSVP" question: a link that cancels nothing by itself. */
export function cancelRsvpUrl(ticketUrl: string): string {
  return `${ticketUrl}?cancel=1`;
}

/** The plain-text email of one notice. */
export function rsvpNoticeEmail(notice: RsvpNoticeForEmail): MailMessage {
  const subject = {
    title: notice.eventTitle,
    hostName: notice.hostName,
    reminder: notice.reminder,
    offer: notice.offer,
  };
  const reminder = notice.reminder;
  const waitlist = notice.kind === 'waitlist.offered' || notice.kind === 'waitlist.expired';
  return {
    to: [notice.to],
    subject: rsvpNoticeSubject(notice.kind, subject),
    text:
      [
        `Hi ${notice.firstName},`,
        '',
        rsvpNoticeText(notice.kind, subject),
        '',
        reminder?.location ? `Where: ${reminder.location}` : null,
        reminder?.doorInstructions ? `At the door: ${reminder.doorInstructions}` : null,
        notice.kind === 'request.declined' || waitlist ? null : `Your ticket: ${notice.ticketUrl}`,
        waitlist ? `The event: ${notice.eventUrl}` : null,
        notice.kind === 'reminder'
          ? `Can't make it? Cancel your RSVP so your place goes to someone else: ${cancelRsvpUrl(notice.ticketUrl)}`
          : null,
        notice.kind === 'request.declined' ? null : '',
        '--',
        'It is also in your inbox on the dashboard. You get these emails because email',
        'notifications are on in your Settings.',
      ]
        .filter((line) => line !== null)
        .join('\n') + '\n',
    idempotencyKey: `rsvps.notice.${notice.noticeId}`,
  };
}

/** Where notices are kept, for their emails. */
export interface RsvpNoticeMailbox {
  /** The notices of these ids that still exist. */
  findForEmail(noticeIds: readonly string[]): Promise<RsvpNoticeForEmail[]>;
  markEmail(noticeId: string, status: 'sent' | 'failed' | 'none', at: Date, error?: string): Promise<void>;
}
