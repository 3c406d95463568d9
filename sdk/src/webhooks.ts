// Standard Webhooks (https://www.standardwebhooks.com): how Nightlife signs each delivery, and how
// a receiver checks one. WebCrypto only, so it runs in Node 20+, Deno, workers and browsers.

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** Deliveries older or newer than this are refused (replayed or forged timestamps). */
const TOLERANCE_SECONDS = 5 * 60;
const encoder = new TextEncoder();

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const base64 = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** `v1,` + base64(HMAC-SHA256(secret, `${id}.${timestamp}.${body}`)). */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(mac)}`;
}

/**
 * Whether a delivery is genuine: one of the space-separated signatures (several while a secret is
 * rolled) matches the raw body, and the timestamp is within 5 minutes of `now`.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string,
  now: Date = new Date(),
): Promise<boolean> {
  const timestamp = Number(headers['webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
    return false;
  const expected = await signWebhook(secret, headers['webhook-id'], timestamp, rawBody);
  return headers['webhook-signature'].split(' ').some((signature) => constantTimeEqual(signature, expected));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
