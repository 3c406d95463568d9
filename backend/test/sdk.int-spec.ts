import type { AddressInfo } from 'node:net';
import { createNightlifeClient, verifyWebhook } from '@nightlife/sdk';
import { signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { ownDatabase } from './support/own-database';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// The SDK (sdk/, issue 23 §3) as a third-party program uses it, over real HTTP: a personal access
// token, typed calls, typed answers and typed problem codes, and a webhook it registers and whose
// delivery it verifies. The app runs its workers (deliveries) and may call 127.0.0.1.
describe('the TypeScript SDK', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let baseUrl: string;
  let host: SignedUpUser;
  let guest: SignedUpUser;

  const tokenOf = async (user: SignedUpUser, scopes: string[]) =>
    (await user.agent.post('/api/tokens').send({ name: 'SDK', scopes }).expect(201)).body.token as string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    own = await ownDatabase();
    t = await createTestApp({
      runWorkers: true,
      databaseUrl: own.databaseUrl,
      queuePrefix: own.queuePrefix,
      webhookAllowedHosts: ['127.0.0.1'],
    });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    [host, guest] = await Promise.all([signUp(t, { accountType: 'host' }), signUp(t)]);
  });

  afterAll(async () => {
    await t.close();
    await receiver.close();
    await own.drop();
  });

  it('publishes an event, registers a webhook, RSVPs, verifies the delivery and reads the guest list with tokens', async () => {
    const hostApi = createNightlifeClient({
      baseUrl,
      token: await tokenOf(host, ['events:read', 'events:write', 'guests:read', 'webhooks:write']),
    });
    const guestApi = createNightlifeClient({
      baseUrl,
      token: await tokenOf(guest, ['events:read', 'rsvps:write']),
    });

    const created = await hostApi.POST('/api/events', {
      body: { title: 'SDK Night', eventDate: '2030-05-01' },
    });
    expect(created.error).toBeUndefined();
    const event = created.data!;
    expect(event).toMatchObject({ title: 'SDK Night' });

    const hook = await hostApi.POST('/api/webhooks', {
      body: { url: `${receiver.origin}/sdk`, events: ['rsvp.created'], eventId: event.id },
    });
    expect(hook.response.status).toBe(201);
    const secret = hook.data!.secret;

    const listed = await guestApi.GET('/api/events', { params: { query: { q: 'SDK Night' } } });
    expect(listed.data?.events.map((e) => e.slug)).toContain(event.slug);
    expect(listed.response.headers.get('ratelimit-limit')).toBe('600');

    const rsvp = await guestApi.POST('/api/events/{slug}/rsvp', {
      params: { path: { slug: event.slug } },
      body: { response: 'going' },
    });
    expect(rsvp.response.status).toBe(201);

    // A second RSVP: the problem's code is one of the operation's declared codes.
    const again = await guestApi.POST('/api/events/{slug}/rsvp', {
      params: { path: { slug: event.slug } },
      body: { response: 'going' },
    });
    expect(again.response.status).toBe(409);
    // The 409's problem type names the operation's codes (RSVP.ALREADY_EXISTS | CAPACITY_REACHED | EVENT_PAST).
    expect(again.error).toMatchObject({ code: 'RSVP.ALREADY_EXISTS', status: 409 });

    // The delivery of the RSVP is genuine by the SDK's check, and says who RSVP'd.
    const [delivery] = await receiver.waitFor('/sdk', 1);
    const headers = {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    };
    expect(await verifyWebhook(secret, headers, delivery!.body)).toBe(true);
    expect(await verifyWebhook(secret, headers, delivery!.body.replace('going', 'maybe'))).toBe(false);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'rsvp.created',
      data: { eventId: event.id, userId: guest.id },
    });

    const guests = await hostApi.GET('/api/events/rsvps-with-users', {
      params: { query: { eventId: event.id } },
    });
    expect(guests.data?.map((row) => row.userId)).toEqual([guest.id]);

    // The guest's token holds no guest-list scope.
    const refused = await guestApi.GET('/api/events/rsvps-with-users', {
      params: { query: { eventId: event.id } },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'ACCESS_TOKEN.MISSING_SCOPE' });
  });
});
