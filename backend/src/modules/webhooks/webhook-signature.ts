import { createHmac, timingSafeEqual } from 'node:crypto';

// Standard Webhooks signatures (https://www.standardwebhooks.com): `v1,` + base64 of
// HMAC-SHA256(secret, `${id}.${timestamp}.${body}`), the secret being the bytes of the base64
// after `whsec_`.

/** Every secret starts so (the Standard Webhooks convention), for scanners and for people. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const MIN_SECRET_BYTES = 24;

/** A new secret from random bytes (from a CSPRNG: 24 bytes or more). */
export function webhookSecretOf(randomBytes: Uint8Array): string {
  if (randomBytes.length < MIN_SECRET_BYTES)
    throw new Error('A webhook secret needs at least 24 random bytes');
  return WEBHOOK_SECRET_PREFIX + Buffer.from(randomBytes).toString('base64');
}

/** One `v1,` signature of a delivery. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) throw new Error('Not a whsec_ webhook secret');
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/**
 * The `webhook-signature` header: one signature per secret, space-separated (during a secret
 * roll both the new and the previous secret sign, so receivers may switch at their pace).
 */
export function webhookSignatureHeader(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body)).join(' ');
}

/** A receiver's check: does any `v1,` signature in the header match this secret? */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  id: string,
  timestampSeconds: number,
  body: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, id, timestampSeconds, body));
  return header.split(' ').some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
