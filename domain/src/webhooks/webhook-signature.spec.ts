import {
  fromBase64,
  hmacSha256,
  sha256,
  signWebhook,
  toBase64,
  utf8Bytes,
  verifyWebhookSignature,
  webhookSecretKey,
  webhookSecretOf,
  webhookSignatureHeader,
} from './webhook-signature';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

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

  it('computes SHA-256 and HMAC-SHA256 as FIPS 180-4 and RFC 4231 say', () => {
    expect(hex(sha256(utf8Bytes('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(utf8Bytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(utf8Bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hex(sha256(new Uint8Array(1_000).fill(0x61)))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    );
    // RFC 4231 test case 2 and 6 (a key longer than the block).
    expect(hex(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      hex(
        hmacSha256(
          new Uint8Array(131).fill(0xaa),
          utf8Bytes('Test Using Larger Than Block-Size Key - Hash Key First'),
        ),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('reads and writes base64 and UTF-8 as RFC 4648 and RFC 3629 say', () => {
    // RFC 4648 §10 test vectors, and UTF-8 of characters of 2, 3 and 4 bytes.
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
      ['Ü€🎉', 'w5zigqzwn46J'],
    ];
    for (const [text, base64] of vectors) {
      const bytes = utf8Bytes(text);
      expect(toBase64(bytes)).toBe(base64);
      expect(Array.from(fromBase64(base64)!)).toEqual(Array.from(bytes));
    }
    expect(Array.from(utf8Bytes('Ü€🎉'))).toEqual([0xc3, 0x9c, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x8e, 0x89]);
    expect(fromBase64('not base64!')).toBeNull();
  });

  it('makes whsec_ secrets of 24+ random bytes and refuses anything else as a key', () => {
    const secret = webhookSecretOf(new Uint8Array(24).fill(7));
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(webhookSecretKey(secret)).toHaveLength(24);
    expect(() => webhookSecretOf(new Uint8Array(16))).toThrow();
    expect(webhookSecretKey('sk_abc')).toBeNull();
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
