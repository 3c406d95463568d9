import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';
import { waitUntil } from './support/wait-until';

// A guest is told of the host's decision on their request (ADR 0022): in the inbox, and by one
// email through the outbox and the workers when their settings allow, against a real SMTP server.
describe('RSVP notices: the host decides a request, the guest is told once', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let host: SignedUpUser;
  let approved: SignedUpUser;
  let declined: SignedUpUser;
  let quiet: SignedUpUser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ runWorkers: true, smtpUrl: smtp.url });
    [host, approved, declined, quiet] = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    await quiet.agent.put('/api/user/settings').send({ emailNotifications: false }).expect(200);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the approval and the decline once each, and leaves a guest without email to the inbox', async () => {
    const event = await createEvent(host.agent, { title: 'Velvet Requests', requireApproval: true });
    for (const guest of [approved, declined, quiet]) await rsvp(guest.agent, event.slug, 'going');
    const list = await host.agent.get(`/api/events/rsvps-with-users?eventId=${event.id}`).expect(200);
    const idOf = (user: SignedUpUser) =>
      list.body.find((row: { userId: string }) => row.userId === user.id).id;

    await host.agent
      .post(`/api/events/${event.id}/rsvps/approve`)
      .send({ rsvpIds: [idOf(approved), idOf(quiet)] })
      .expect(200);
    await host.agent
      .post(`/api/events/${event.id}/rsvps/decline`)
      .send({ rsvpIds: [idOf(declined)] })
      .expect(200);

    const yes = await smtp.waitFor((mail) => mail.to.includes(approved.email));
    expect(yes.headers.subject).toBe("You're in: Velvet Requests");
    expect(yes.body).toContain('approved your RSVP to Velvet Requests');
    expect(yes.body).toContain(`/event/${event.slug}/ticket`);
    const no = await smtp.waitFor((mail) => mail.to.includes(declined.email));
    expect(no.headers.subject).toBe('Your request to join Velvet Requests');

    // The guest without email gets the notice in the inbox only, marked so.
    const statuses = await waitUntil(async () => {
      const rows = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ user_id: string; email_status: string }[]>(
          'select user_id, email_status from rsvp_notices where event_id = ?',
          [event.id],
        );
      return rows.every((row) => row.email_status !== 'queued') ? rows : null;
    }, 'every notice mailed or skipped');
    expect(Object.fromEntries(statuses.map((row) => [row.user_id, row.email_status]))).toEqual({
      [approved.id]: 'sent',
      [declined.id]: 'sent',
      [quiet.id]: 'none',
    });
    expect(smtp.received.filter((mail) => mail.to.includes(quiet.email))).toEqual([]);
    const inbox = await quiet.agent.get('/api/notifications').expect(200);
    expect(inbox.body.notifications.map((n: { kind: string }) => n.kind)).toEqual(['request.approved']);
    expect(smtp.received.filter((mail) => mail.to.includes(approved.email))).toHaveLength(1);
  });
});
