import { defineJob } from '../kernel/job.js';
import type { MailMessage } from '../kernel/mail.port.js';
import type { RsvpStatus } from './rsvp-lifecycle.js';

/**
 * What a guest is told when their RSVP changes under them (issue 20): in the inbox and, when their
 * settings allow, by email. Each notice is written with the change that causes it (the event's
 * places save) and mailed by a job of the outbox, so it exists exactly once per change.
 */
export const RSVP_NOTICE_KINDS = ['request.approved', 'request.declined'] as const;
export type RsvpNoticeKind = (typeof RSVP_NOTICE_KINDS)[number];

/** A notice the places save writes (its id and time are the store's). */
export interface RsvpNoticeDraft {
  rsvpId: string;
  userId: string;
  eventId: string;
  kind: RsvpNoticeKind;
}

/** The notice a change of status gives the guest, if any: the host's decision on a request. */
export function noticeForChange(from: RsvpStatus, to: RsvpStatus): RsvpNoticeKind | null {
  if (from !== 'pending') return null;
  if (to === 'confirmed') return 'request.approved';
  if (to === 'declined') return 'request.declined';
  return null;
}

/** What the notice says, in the inbox and in the email. */
export function rsvpNoticeText(kind: RsvpNoticeKind, event: { title: string; hostName: string }): string {
  switch (kind) {
    case 'request.approved':
      return `${event.hostName} approved your RSVP to ${event.title}. You're on the list: your ticket and the location are on the ticket page.`;
    case 'request.declined':
      return `${event.hostName} declined your request to join ${event.title}.`;
  }
}

export const RSVP_NOTICE_SUBJECTS: Record<RsvpNoticeKind, (eventTitle: string) => string> = {
  'request.approved': (title) => `You're in: ${title}`,
  'request.declined': (title) => `Your request to join ${title}`,
};

/** Mails one notice: its job is scheduled with the notice, in the same statement. */
export const emailRsvpNoticeJob = defineJob<{ noticeId: string }>('rsvps.notice-email');

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
}

/** The plain-text email of one notice. */
export function rsvpNoticeEmail(notice: RsvpNoticeForEmail): MailMessage {
  return {
    to: [notice.to],
    subject: RSVP_NOTICE_SUBJECTS[notice.kind](notice.eventTitle),
    text:
      [
        `Hi ${notice.firstName},`,
        '',
        rsvpNoticeText(notice.kind, { title: notice.eventTitle, hostName: notice.hostName }),
        '',
        notice.kind === 'request.approved' ? `Your ticket: ${notice.ticketUrl}` : null,
        notice.kind === 'request.approved' ? '' : null,
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
  findForEmail(noticeId: string): Promise<RsvpNoticeForEmail | null>;
  markEmail(noticeId: string, status: 'sent' | 'failed' | 'none', at: Date, error?: string): Promise<void>;
}
