import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { notifyTeamJob } from '@nightlife/domain';
import type { Queue } from 'bullmq';
import { QueueFactory } from '../src/platform/queue/queue.factory';
import { createTestApp, type TestApp } from './support/create-test-app';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';
import { waitUntil } from './support/wait-until';

// The team hears of every submission by mail, through the jobs platform: a real SMTP server
// (the smtp-server package) receives it; while that server is down the visitor still gets
// success, the submission is stored, and the mail arrives once the server is back.

const tag = () => randomBytes(4).toString('hex');
const TEAM_INBOX = 'team@nightlife.test';
const MAIL_FROM = 'NIGHTLIFE <no-reply@nightlife.test>';

const contactFrom = (email: string) => ({
  formType: 'partner',
  name: 'Velvet Room',
  email,
  message: 'We would like to list our Friday nights with you.',
});

describe('team notifications over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      runWorkers: true,
      smtpUrl: smtp.url,
      teamInbox: TEAM_INBOX,
      mailFrom: MAIL_FROM,
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a contact inquiry to the team inbox, from MAIL_FROM, with replies going to the visitor', async () => {
    const email = `velvet.${tag()}@example.com`;
    const res = await t.request().post('/api/contact').send(contactFrom(email)).expect(202);
    const mail = await smtp.waitFor((received) => received.headers['reply-to'] === email);

    expect(mail.to).toEqual([TEAM_INBOX]);
    expect(mail.headers).toMatchObject({
      from: MAIL_FROM,
      to: TEAM_INBOX,
      subject: 'Partner With Us: Velvet Room',
      'message-id': `<inquiries.contact.${res.body.inquiryId}@nightlife.test>`,
    });
    expect(mail.body).toContain(`Email:    ${email}`);
    expect(mail.body).toContain('We would like to list our Friday nights with you.');
  });

  it('mails newsletter, waitlist and booking submissions too, each once', async () => {
    const email = `vip.${tag()}@example.com`;
    await t.request().post('/api/newsletter').send({ email }).expect(202);
    await t.request().post('/api/newsletter').send({ email }).expect(202);
    await t.request().post('/api/partytag/signup').send({ email }).expect(202);
    await t
      .request()
      .post('/api/hookah/booking')
      .send({
        name: 'Jordan K',
        phone: '305 555 0142',
        email,
        date: '2099-03-08',
        time: '22:30',
        location: 'Brickell',
      })
      .expect(202);

    await smtp.waitFor((mail) => mail.headers.subject === `New VIP newsletter signup: ${email}`);
    await smtp.waitFor((mail) => mail.headers.subject === `New PartyTag waitlist signup: ${email}`);
    const booking = await smtp.waitFor((mail) => mail.headers['reply-to'] === email);
    expect(booking.headers.subject).toBe('Hookah booking: Jordan K, 2099-03-08 22:30');
    expect(booking.body).toContain('Package:    Premium ($200, 3 hours)');
    // Give a duplicate the time to arrive, then count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => mail.headers.subject?.endsWith(email))).toHaveLength(2);
  });
});

describe('team notifications while the mail server is down', () => {
  let smtp: SmtpTestServer | null = null;
  let t: TestApp;
  let queue: Queue;
  let port: number;

  beforeAll(async () => {
    // A port that nothing listens on until the server "comes back".
    const probe = await startSmtpTestServer();
    port = probe.port;
    await probe.close();
    t = await createTestApp({
      runWorkers: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      teamInbox: TEAM_INBOX,
      mailFrom: MAIL_FROM,
    });
    queue = t.app.get(QueueFactory).createQueue(notifyTeamJob.name);
  });

  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('answers success and stores the submission, then delivers the mail by retrying once the server is back', async () => {
    const email = `down.${tag()}@example.com`;
    const res = await t.request().post('/api/contact').send(contactFrom(email)).expect(202);

    const [stored] = await t.orm.em
      .fork()
      .execute(`select email from contact_inquiries where id = ?`, [res.body.inquiryId]);
    expect(stored).toEqual({ email });

    // The job ran and failed against the closed port, and waits for its retry.
    const [outboxRow] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>(`select id from job_outbox where payload->>'id' = ?`, [res.body.inquiryId]);
    const failed = await waitUntil(async () => {
      const job = await queue.getJob(outboxRow.id);
      return job && job.attemptsMade >= 1 ? job : null;
    }, 'a failed delivery attempt');
    expect(failed.failedReason).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpTestServer(port);
    const mail = await smtp.waitFor((received) => received.headers['reply-to'] === email, 30_000);
    expect(mail.headers['message-id']).toBe(`<inquiries.contact.${res.body.inquiryId}@nightlife.test>`);
    const delivered = await queue.getJob(outboxRow.id);
    expect(delivered?.attemptsMade).toBeGreaterThanOrEqual(1);
  });
});

describe('team notifications without SMTP (the embedded default)', () => {
  let t: TestApp;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(os.tmpdir(), 'nightlife-mail-'));
    t = await createTestApp({
      runWorkers: true,
      smtpUrl: null,
      mailOutboxDir: outboxDir,
      teamInbox: TEAM_INBOX,
    });
  });

  afterAll(async () => {
    await t.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('writes each notification as an .eml file named after the submission', async () => {
    const email = `local.${tag()}@example.com`;
    const res = await t.request().post('/api/contact').send(contactFrom(email)).expect(202);
    const file = `inquiries.contact.${res.body.inquiryId}.eml`;
    await waitUntil(async () => (await readdir(outboxDir)).includes(file), 'the .eml file');

    const message = await readFile(path.join(outboxDir, file), 'utf8');
    expect(message).toMatch(/^Subject: Partner With Us: Velvet Room$/m);
    expect(message).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}$`, 'm'));
    expect(message).toMatch(/^To: team@nightlife\.test$/m);
    expect(message).toContain('We would like to list our Friday nights with you.');
    expect((await readdir(outboxDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
