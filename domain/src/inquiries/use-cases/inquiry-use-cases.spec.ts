import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryInquiryRepository } from '../../testing/in-memory-inquiry.repository.js';
import { InMemoryJobOutbox } from '../../testing/in-memory-job.outbox.js';
import { InMemoryUnitOfWork } from '../../testing/in-memory-unit-of-work.js';
import { RecordingMailSender } from '../../testing/recording-mail.sender.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { notifyTeamJob } from '../inquiry-jobs.js';
import { JoinEmailListUseCase } from './join-email-list.use-case.js';
import { NotifyTeamUseCase } from './notify-team.use-case.js';
import { SubmitContactInquiryUseCase } from './submit-contact-inquiry.use-case.js';
import { SubmitHookahBookingUseCase } from './submit-hookah-booking.use-case.js';

const contact = {
  formType: 'partner',
  name: 'Velvet Room',
  email: 'Booking@VelvetRoom.example',
  message: 'We would like to list our Friday nights.',
};

const booking = {
  name: 'Jordan K',
  phone: '305 555 0142',
  email: 'jordan@example.com',
  date: '2025-03-05',
  time: '22:30',
  location: 'Brickell',
};

describe('inquiry use cases', () => {
  let uow: InMemoryUnitOfWork;
  let inquiries: InMemoryInquiryRepository;
  let outbox: InMemoryJobOutbox;
  let clock: FixedClock;
  let deps: [
    InMemoryUnitOfWork,
    InMemoryInquiryRepository,
    InMemoryJobOutbox,
    SequentialIdGenerator,
    FixedClock,
  ];

  beforeEach(() => {
    uow = new InMemoryUnitOfWork();
    inquiries = new InMemoryInquiryRepository(uow);
    outbox = new InMemoryJobOutbox(uow);
    clock = new FixedClock('2025-03-05T21:00:00Z');
    deps = [uow, inquiries, outbox, new SequentialIdGenerator(), clock];
  });

  describe('SubmitContactInquiryUseCase', () => {
    it('stores the normalized inquiry and schedules the team notification in the same transaction', async () => {
      const result = await new SubmitContactInquiryUseCase(...deps).execute(contact);
      const inquiryId = '00000000-0000-7000-8000-000000000001';
      expect(result).toEqual({ ok: true, value: { inquiryId } });
      expect(inquiries.ofKind('contact')).toEqual([
        {
          kind: 'contact',
          id: inquiryId,
          receivedAt: new Date('2025-03-05T21:00:00Z'),
          inquiry: {
            formType: 'partner',
            name: 'Velvet Room',
            email: 'booking@velvetroom.example',
            message: 'We would like to list our Friday nights.',
            eventName: null,
            eventDate: null,
            venue: null,
          },
        },
      ]);
      expect(outbox.payloadsOf(notifyTeamJob)).toEqual([{ kind: 'contact', id: inquiryId }]);
      expect(uow.commits).toBe(1);
    });

    it('answers a repeat of the same inquiry with the first one, storing and notifying once', async () => {
      const submit = new SubmitContactInquiryUseCase(...deps);
      const first = await submit.execute(contact);
      clock.advance(60_000);
      const again = await submit.execute({ ...contact, email: 'booking@velvetroom.example ' });
      expect(again).toEqual(first);
      expect(inquiries.submissions.size).toBe(1);
      expect(outbox.jobs).toHaveLength(1);
    });

    it('refuses an invalid inquiry with field errors, storing and scheduling nothing', async () => {
      const result = await new SubmitContactInquiryUseCase(...deps).execute({ ...contact, message: 'short' });
      expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
      expect(!result.ok && result.error.fieldErrors).toEqual([
        { field: 'message', message: 'Message must be at least 10 characters' },
      ]);
      expect(inquiries.submissions.size).toBe(0);
      expect(outbox.jobs).toEqual([]);
    });

    it('schedules nothing when storing fails', async () => {
      inquiries.add = async () => {
        throw new Error('database down');
      };
      await expect(new SubmitContactInquiryUseCase(...deps).execute(contact)).rejects.toThrow(
        'database down',
      );
      expect(outbox.jobs).toEqual([]);
      expect(uow.rollbacks).toBe(1);
    });
  });

  describe('SubmitHookahBookingUseCase', () => {
    it('stores a booking with the defaults and schedules the notification', async () => {
      const result = await new SubmitHookahBookingUseCase(...deps).execute(booking);
      expect(result.ok).toBe(true);
      expect(inquiries.ofKind('hookah-booking')[0].booking).toMatchObject({
        duration: '2',
        packageType: 'premium',
        specialistId: null,
      });
      expect(outbox.payloadsOf(notifyTeamJob)).toEqual([
        { kind: 'hookah-booking', id: '00000000-0000-7000-8000-000000000001' },
      ]);
    });

    it('judges "today" by the clock in Miami', async () => {
      clock.set('2025-03-06T04:59:00Z'); // 23:59 on 5 March in Miami
      expect((await new SubmitHookahBookingUseCase(...deps).execute(booking)).ok).toBe(true);
      clock.set('2025-03-06T05:00:00Z'); // midnight: 5 March is past
      const late = await new SubmitHookahBookingUseCase(...deps).execute({ ...booking, name: 'Late' });
      expect(!late.ok && late.error.fieldErrors).toEqual([
        { field: 'date', message: 'Date cannot be in the past' },
      ]);
    });
  });

  describe('JoinEmailListUseCase', () => {
    it('signs an address up once per list, answering success every time', async () => {
      const join = new JoinEmailListUseCase(...deps);
      expect(await join.execute('newsletter', { email: 'VIP@example.com' })).toEqual({
        ok: true,
        value: { email: 'vip@example.com' },
      });
      expect(await join.execute('newsletter', { email: ' vip@example.com' })).toEqual({
        ok: true,
        value: { email: 'vip@example.com' },
      });
      await join.execute('party-tag-waitlist', { email: 'vip@example.com' });
      expect(inquiries.ofKind('newsletter')).toHaveLength(1);
      expect(inquiries.ofKind('party-tag-waitlist')).toHaveLength(1);
      expect(outbox.payloadsOf(notifyTeamJob).map((job) => job.kind)).toEqual([
        'newsletter',
        'party-tag-waitlist',
      ]);
    });

    it('asks for an email on the waitlist when it is empty', async () => {
      const result = await new JoinEmailListUseCase(...deps).execute('party-tag-waitlist', { email: '' });
      expect(!result.ok && result.error.fieldErrors).toEqual([
        { field: 'email', message: 'Please enter your email' },
      ]);
    });
  });

  describe('NotifyTeamUseCase', () => {
    it('mails the team about the stored submission', async () => {
      const { value } = (await new SubmitContactInquiryUseCase(...deps).execute(contact)) as {
        value: { inquiryId: string };
      };
      const mail = new RecordingMailSender();
      const notify = new NotifyTeamUseCase(inquiries, mail, 'team@nightlife.test');
      expect(await notify.execute({ kind: 'contact', id: value.inquiryId })).toEqual({
        ok: true,
        value: { notified: true },
      });
      expect(mail.sent).toEqual([
        expect.objectContaining({
          to: ['team@nightlife.test'],
          subject: 'Partner With Us: Velvet Room',
          idempotencyKey: `inquiries.contact.${value.inquiryId}`,
        }),
      ]);
    });

    it('throws while the mail server is down, so the job retries, and sends the same message on the retry', async () => {
      await new JoinEmailListUseCase(...deps).execute('newsletter', { email: 'vip@example.com' });
      const id = [...inquiries.submissions.keys()][0];
      const mail = new RecordingMailSender();
      const notify = new NotifyTeamUseCase(inquiries, mail, 'team@nightlife.test');
      mail.failNext(2);
      await expect(notify.execute({ kind: 'newsletter', id })).rejects.toThrow('mail server unavailable');
      await expect(notify.execute({ kind: 'newsletter', id })).rejects.toThrow('mail server unavailable');
      await notify.execute({ kind: 'newsletter', id });
      expect(mail.sent.map((message) => message.idempotencyKey)).toEqual([`inquiries.newsletter.${id}`]);
    });

    it('sends nothing for a submission that no longer exists', async () => {
      const mail = new RecordingMailSender();
      const result = await new NotifyTeamUseCase(inquiries, mail, 'team@nightlife.test').execute({
        kind: 'contact',
        id: 'gone',
      });
      expect(result).toEqual({ ok: true, value: { notified: false } });
      expect(mail.sent).toEqual([]);
    });
  });
});
