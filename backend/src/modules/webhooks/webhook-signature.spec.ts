import {
  signWebhook,
  verifyWebhookSignature,
  webhookSecretOf,
  webhookSignatureHeader,
} from './webhook-signature';

describe('webhook signatures (Standard Webhooks)', () => {
  it('signs the published Standard Webhooks test vector exactly', () => {
    // From the Standard Webhooks specification's reference libraries.
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes whsec_ secrets of 24+ random bytes and signs only with one', () => {
    expect(webhookSecretOf(new Uint8Array(24).fill(7))).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(() => webhookSecretOf(new Uint8Array(16))).toThrow();
    expect(() => signWebhook('sk_abc', 'msg_1', 1, '{}')).toThrow();
  });

  it('signs with every secret during a roll, and a receiver with either secret verifies', () => {
    const oldSecret = webhookSecretOf(new Uint8Array(24).fill(1));
    const newSecret = webhookSecretOf(new Uint8Array(24).fill(2));
    const header = webhookSignatureHeader([newSecret, oldSecret], 'msg_1', 1700000000, '{"a":1}');
    expect(header.split(' ')).toHaveLength(2);
    expect(verifyWebhookSignature(oldSecret, header, 'msg_1', 1700000000, '{"a":1}')).toBe(true);
    expect(verifyWebhookSignature(newSecret, header, 'msg_1', 1700000000, '{"a":1}')).toBe(true);
    expect(verifyWebhookSignature(newSecret, header, 'msg_1', 1700000001, '{"a":1}')).toBe(false);
    expect(verifyWebhookSignature(newSecret, header, 'msg_1', 1700000000, '{"a":2}')).toBe(false);
  });
});
