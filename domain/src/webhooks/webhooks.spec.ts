import type { Rsvp } from '../rsvps/rsvp';
import {
  isWebhookSuccess,
  nextWebhookAttemptAt,
  rsvpWebhookChanges,
  shouldDisableWebhookEndpoint,
  validateNewWebhook,
  WEBHOOK_RETRY_DELAYS_MS,
  webhookBody,
} from './webhooks';

const T0 = new Date('2030-01-01T00:00:00Z');
const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('webhook retry schedule', () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS).toEqual([5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H]);
    expect(nextWebhookAttemptAt(1, T0)).toEqual(new Date(T0.getTime() + 5 * S));
    expect(nextWebhookAttemptAt(2, T0)).toEqual(new Date(T0.getTime() + 5 * MIN));
    expect(nextWebhookAttemptAt(7, T0)).toEqual(new Date(T0.getTime() + 10 * H));
    expect(nextWebhookAttemptAt(8, T0)).toBeNull();
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    // The schedule outlasts a day, so a dead endpoint is disabled while its deliveries still retry.
    expect(total).toBeGreaterThan(24 * H);
    expect(total).toBeLessThan(28 * H);
  });

  it('disables an endpoint failing for a day, not before', () => {
    expect(shouldDisableWebhookEndpoint(null, T0)).toBe(false);
    expect(shouldDisableWebhookEndpoint(T0, new Date(T0.getTime() + 24 * H - 1))).toBe(false);
    expect(shouldDisableWebhookEndpoint(T0, new Date(T0.getTime() + 24 * H))).toBe(true);
  });

  it('counts 2xx answers only as delivered', () => {
    expect([200, 204, 299].map(isWebhookSuccess)).toEqual([true, true, true]);
    expect([null, 199, 301, 410, 500].map(isWebhookSuccess)).toEqual([false, false, false, false, false]);
  });
});

describe('validateNewWebhook', () => {
  const none = (_host: string) => false;
  it('takes an https address and known event types in catalogue order', () => {
    const result = validateNewWebhook(
      { url: ' https://Hooks.Example.com:8443/in?x=1 ', events: ['event.updated', 'rsvp.created'] },
      none,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        url: 'https://Hooks.Example.com:8443/in?x=1',
        host: 'hooks.example.com',
        events: ['rsvp.created', 'event.updated'],
        eventId: null,
      },
    });
  });

  it('refuses http unless the operator allows the host, credentials, unknown types and bad ids', () => {
    const fields = (input: object, allow: (host: string) => boolean = none) => {
      const result = validateNewWebhook(input, allow);
      return result.ok ? [] : result.error.fieldErrors!.map((e) => e.field);
    };
    expect(fields({ url: 'http://example.com/', events: ['rsvp.created'] })).toEqual(['url']);
    expect(
      fields({ url: 'http://127.0.0.1:9/', events: ['rsvp.created'] }, (h: string) => h === '127.0.0.1'),
    ).toEqual([]);
    expect(fields({ url: 'https://user:pw@example.com/', events: ['rsvp.created'] })).toEqual(['url']);
    expect(fields({ url: 'ftp://example.com/', events: ['rsvp.created'] })).toEqual(['url']);
    expect(fields({ url: 'https://example.com/', events: [] })).toEqual(['events']);
    expect(fields({ url: 'https://example.com/', events: ['rsvp.deleted'] })).toEqual(['events']);
    expect(fields({ url: 'https://example.com/', events: ['rsvp.created'], eventId: 'x' })).toEqual([
      'eventId',
    ]);
    expect(fields({ url: 'https://[::1]/', events: ['rsvp.created'] })).toEqual([]);
  });
});

describe('rsvpWebhookChanges', () => {
  let n = 0;
  const id = () => `c${++n}`;
  const rsvp = (over: Partial<Rsvp>): Rsvp => ({
    id: 'r1',
    eventId: 'e1',
    userId: 'u1',
    guestName: 'Ada',
    guestEmail: null,
    response: 'going',
    emoji: null,
    message: null,
    plusOnes: 0,
    status: 'confirmed',
    createdAt: T0,
    reconfirmedAt: null,
    ticketVersion: 1,
    ...over,
  });

  it('names each change of a places save once', () => {
    const before = [rsvp({}), rsvp({ id: 'r2' }), rsvp({ id: 'r3' }), rsvp({ id: 'r4' }), rsvp({ id: 'r5' })];
    const changes = rsvpWebhookChanges(
      before,
      [rsvp({ id: 'r0' })],
      [
        rsvp({ status: 'cancelled' }),
        rsvp({ id: 'r2', plusOnes: 2 }),
        rsvp({ id: 'r3', status: 'checked_in' }),
        rsvp({ id: 'r4', ticketVersion: 2 }),
        rsvp({ id: 'r5', status: 'waitlisted' }),
      ],
      T0,
      id,
    );
    expect(changes.map((c) => [c.type, c.data.rsvpId])).toEqual([
      ['rsvp.created', 'r0'],
      ['rsvp.cancelled', 'r1'],
      ['rsvp.changed', 'r2'],
      ['checkin.created', 'r3'],
      ['rsvp.changed', 'r5'],
    ]);
    expect(new Set(changes.map((c) => c.changeId)).size).toBe(5);
    expect(JSON.parse(webhookBody(changes[0]!))).toEqual({
      type: 'rsvp.created',
      timestamp: T0.toISOString(),
      data: expect.objectContaining({ rsvpId: 'r0', eventId: 'e1', status: 'confirmed' }),
    });
  });
});
