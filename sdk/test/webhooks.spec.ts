import { signWebhook, verifyWebhook } from '../src/webhooks.js';

// The Standard Webhooks specification's own example.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const timestamp = 1614265330;
const body = '{"test": 2432232314}';
const signature = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
const at = new Date(timestamp * 1000);
const headers = { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };

describe('webhook signatures', () => {
  it('signs as the Standard Webhooks example does', async () => {
    expect(await signWebhook(secret, id, timestamp, body)).toBe(signature);
  });

  it('accepts a genuine delivery, also among several signatures of a rolled secret', async () => {
    expect(await verifyWebhook(secret, headers, body, at)).toBe(true);
    const rolled = { ...headers, 'webhook-signature': `v1,bm90IHRoaXMgb25l ${signature}` };
    expect(await verifyWebhook(secret, rolled, body, at)).toBe(true);
  });

  it('refuses a changed body, another secret, and a timestamp more than 5 minutes away', async () => {
    expect(await verifyWebhook(secret, headers, '{"test": 1}', at)).toBe(false);
    expect(await verifyWebhook('whsec_QW5vdGhlclNlY3JldA==', headers, body, at)).toBe(false);
    expect(await verifyWebhook(secret, headers, body, new Date((timestamp + 301) * 1000))).toBe(false);
  });
});
