import { FixedClock } from '../../testing/fixed-clock.js';
import { RecordingMailSender } from '../../testing/recording-mail.sender.js';
import type { RsvpNoticeForEmail, RsvpNoticeMailbox } from '../rsvp-notices.js';
import { EmailRsvpNoticeUseCase } from './email-rsvp-notice.use-case.js';

/** Notices by id, with what their emails became. */
class MapMailbox implements RsvpNoticeMailbox {
  readonly notices = new Map<string, RsvpNoticeForEmail>();
  async findForEmail(noticeIds: readonly string[]) {
    return noticeIds.flatMap((id) => this.notices.get(id) ?? []);
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
    eventUrl: 'https://nightlife.example/event/masquerade',
    reminder: null,
    offer: null,
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
    expect(await email.execute({ noticeIds: ['n1'] }, { lastAttempt: false })).toEqual({
      sent: 1,
      skipped: 0,
    });
    expect(await email.execute({ noticeIds: ['n1'] }, { lastAttempt: false })).toEqual({
      sent: 0,
      skipped: 1,
    });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: ['ada@example.com'],
      subject: "You're in: Masquerade",
      idempotencyKey: 'rsvps.notice.n1',
    });
    expect(mail.sent[0]!.text).toContain('Nova Reyes approved your RSVP to Masquerade.');
    expect(mail.sent[0]!.text).toContain('Your ticket: https://nightlife.example/event/masquerade/ticket');
  });

  it('mails a reminder with the start in the event zone, the address, the ticket and a way to cancel', async () => {
    mailbox.notices.set('n1', {
      ...notice,
      kind: 'reminder',
      reminder: {
        startsAt: new Date('2025-03-07T21:00:00Z'),
        timeZone: 'Europe/Berlin',
        hoursBefore: 2,
        location: 'Kantine, Holzmarktstr. 25',
        doorInstructions: 'Ring twice',
      },
    });
    expect(await email.execute({ noticeIds: ['n1'] }, { lastAttempt: false })).toEqual({
      sent: 1,
      skipped: 0,
    });
    const sent = mail.sent[0]!;
    expect(sent.subject).toBe('Reminder: Masquerade starts in 2 hours');
    expect(sent.text).toContain(
      'Reminder: Masquerade starts MARCH 7, 2025 at 10:00 PM (Europe/Berlin time).',
    );
    expect(sent.text).toContain('Where: Kantine, Holzmarktstr. 25\nAt the door: Ring twice');
    expect(sent.text).toContain('Your ticket: https://nightlife.example/event/masquerade/ticket\n');
    expect(sent.text).toContain(
      "Can't make it? Cancel your RSVP so your place goes to someone else: https://nightlife.example/event/masquerade/ticket?cancel=1",
    );
  });

  it('keeps a location the guest may not see out of the reminder', async () => {
    mailbox.notices.set('n1', {
      ...notice,
      kind: 'reminder',
      reminder: {
        startsAt: new Date('2025-03-07T21:00:00Z'),
        timeZone: 'UTC',
        hoursBefore: 1,
        location: null,
        doorInstructions: null,
      },
    });
    await email.execute({ noticeIds: ['n1'] }, { lastAttempt: false });
    expect(mail.sent[0]!.subject).toBe('Reminder: Masquerade starts in 1 hour');
    expect(mail.sent[0]!.text).not.toContain('Where:');
  });

  it('leaves a guest who turned email off to the inbox', async () => {
    mailbox.notices.set('n1', { ...notice, wantsEmail: false });
    expect(await email.execute({ noticeIds: ['n1'] }, { lastAttempt: false })).toEqual({
      sent: 0,
      skipped: 1,
    });
    expect(mail.sent).toEqual([]);
    expect(mailbox.notices.get('n1')?.emailStatus).toBe('none');
  });

  it('retries while the mail server refuses, and marks the last attempt failed', async () => {
    mailbox.notices.set('n1', { ...notice, kind: 'request.declined' });
    mail.failNext(2);
    await expect(email.execute({ noticeIds: ['n1'] }, { lastAttempt: false })).rejects.toThrow(
      'mail server unavailable',
    );
    expect(mailbox.notices.get('n1')?.emailStatus).toBe('queued');
    await expect(email.execute({ noticeIds: ['n1'] }, { lastAttempt: true })).rejects.toThrow();
    expect(mailbox.notices.get('n1')?.emailStatus).toBe('failed');
    expect(await email.execute({ noticeIds: ['unknown'] }, { lastAttempt: false })).toEqual({
      sent: 0,
      skipped: 1,
    });
  });

  it('mails a batch at once, marks each as it goes, and retries only what the server refused', async () => {
    for (const id of ['a', 'b', 'c']) mailbox.notices.set(id, { ...notice, noticeId: id, kind: 'reminder' });
    mail.failNext(1);
    await expect(email.execute({ noticeIds: ['a', 'b', 'c'] }, { lastAttempt: false })).rejects.toThrow();
    expect([...mailbox.notices.values()].filter((n) => n.emailStatus === 'sent')).toHaveLength(2);
    expect(await email.execute({ noticeIds: ['a', 'b', 'c'] }, { lastAttempt: false })).toEqual({
      sent: 1,
      skipped: 2,
    });
    expect(new Set(mail.sent.map((m) => m.idempotencyKey))).toEqual(
      new Set(['rsvps.notice.a', 'rsvps.notice.b', 'rsvps.notice.c']),
    );
  });
});
