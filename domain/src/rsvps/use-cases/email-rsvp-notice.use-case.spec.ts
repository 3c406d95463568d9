import { FixedClock } from '../../testing/fixed-clock.js';
import { RecordingMailSender } from '../../testing/recording-mail.sender.js';
import type { RsvpNoticeForEmail, RsvpNoticeMailbox } from '../rsvp-notices.js';
import { EmailRsvpNoticeUseCase } from './email-rsvp-notice.use-case.js';

/** Notices by id, with what their emails became. */
class MapMailbox implements RsvpNoticeMailbox {
  readonly notices = new Map<string, RsvpNoticeForEmail>();
  async findForEmail(noticeId: string) {
    return this.notices.get(noticeId) ?? null;
  }
  async markEmail(noticeId: string, status: 'sent' | 'failed' | 'none') {
    this.notices.set(noticeId, { ...this.notices.get(noticeId)!, emailStatus: status });
  }
}

describe('EmailRsvpNoticeUseCase', () => {
  const notice: RsvpNoticeForEmail = {
    noticeId: 'n1',
    kind: 'request.approved',
    emailStatus: 'queued',
    wantsEmail: true,
    to: 'ada@example.com',
    firstName: 'Ada',
    eventTitle: 'Masquerade',
    hostName: 'Nova Reyes',
    ticketUrl: 'https://nightlife.example/event/masquerade/ticket',
  };
  let mailbox: MapMailbox;
  let mail: RecordingMailSender;
  let email: EmailRsvpNoticeUseCase;

  beforeEach(() => {
    mailbox = new MapMailbox();
    mail = new RecordingMailSender();
    email = new EmailRsvpNoticeUseCase(mailbox, mail, new FixedClock());
  });

  it('mails an approval once, with the ticket link, whatever the retries', async () => {
    mailbox.notices.set('n1', notice);
    expect(await email.execute({ noticeId: 'n1' }, { lastAttempt: false })).toBe('sent');
    expect(await email.execute({ noticeId: 'n1' }, { lastAttempt: false })).toBe('skipped');
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: ['ada@example.com'],
      subject: "You're in: Masquerade",
      idempotencyKey: 'rsvps.notice.n1',
    });
    expect(mail.sent[0]!.text).toContain('Nova Reyes approved your RSVP to Masquerade.');
    expect(mail.sent[0]!.text).toContain('Your ticket: https://nightlife.example/event/masquerade/ticket');
  });

  it('leaves a guest who turned email off to the inbox', async () => {
    mailbox.notices.set('n1', { ...notice, wantsEmail: false });
    expect(await email.execute({ noticeId: 'n1' }, { lastAttempt: false })).toBe('skipped');
    expect(mail.sent).toEqual([]);
    expect(mailbox.notices.get('n1')?.emailStatus).toBe('none');
  });

  it('retries while the mail server refuses, and marks the last attempt failed', async () => {
    mailbox.notices.set('n1', { ...notice, kind: 'request.declined' });
    mail.failNext(2);
    await expect(email.execute({ noticeId: 'n1' }, { lastAttempt: false })).rejects.toThrow(
      'mail server unavailable',
    );
    expect(mailbox.notices.get('n1')?.emailStatus).toBe('queued');
    await expect(email.execute({ noticeId: 'n1' }, { lastAttempt: true })).rejects.toThrow();
    expect(mailbox.notices.get('n1')?.emailStatus).toBe('failed');
    expect(await email.execute({ noticeId: 'unknown' }, { lastAttempt: false })).toBe('skipped');
  });
});
