/**
 * A dynamic QR code (spec 2 §2.9): the printed code carries a link to this site's /qr/{id},
 * the server counts each scan and redirects, so where a code leads can be read back (and a
 * custom code is a record the owner keeps). A profile's and an event's code need no record to
 * work: /qr/{userId} and /qr/{userId}?event={eventId} are the spec's own targets, so the
 * public profile's QR overlay and the panel print the same link; their count row is made on
 * the first scan.
 */
export const QR_CODE_KINDS = ['profile', 'event', 'custom'] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];

export interface QrCode {
  id: string;
  ownerId: string;
  kind: QrCodeKind;
  /** Set only for an event code. */
  eventId: string | null;
  /** Set only for a custom code: an http(s) address checked by checkCustomQrUrl. */
  customUrl: string | null;
  scanCount: number;
  createdAt: Date;
}

/** What a printed code points at: the target path under /qr. */
export type QrTarget =
  | { kind: 'profile'; ownerId: string }
  | { kind: 'event'; ownerId: string; eventId: string }
  | { kind: 'custom'; codeId: string };

export const QR_LIMITS = {
  /** Longest custom address accepted (browsers and QR capacity both stay comfortable). */
  customUrlMax: 2048,
  /** Preview and download sizes in pixels (spec 2 §9). */
  previewSize: 300,
  downloadSize: 512,
} as const;

/** The panel's texts (spec 2 §2.9, §8). */
export const QR_MESSAGES = {
  title: 'Dynamic QR Code',
  destination: 'Destination',
  profileOption: 'My Profile Page',
  customOption: 'Custom URL',
  noUrl: 'Enter URL to generate QR code',
  download: 'Download QR',
  copy: 'Copy URL',
  copied: 'URL copied to clipboard!',
  urlNotAllowed: 'Enter a web address starting with http:// or https://',
} as const;

/** The path a code's link carries (spec 2 §2.9: /qr/{profileId}, plus ?event={eventId}). */
export function qrTargetPath(target: QrTarget): string {
  switch (target.kind) {
    case 'profile':
      return `/qr/${encodeURIComponent(target.ownerId)}`;
    case 'event':
      return `/qr/${encodeURIComponent(target.ownerId)}?event=${encodeURIComponent(target.eventId)}`;
    case 'custom':
      return `/qr/${encodeURIComponent(target.codeId)}`;
  }
}

/** A code's own target. */
export function qrCodeTarget(code: Pick<QrCode, 'id' | 'ownerId' | 'kind' | 'eventId'>): QrTarget {
  if (code.kind === 'custom') return { kind: 'custom', codeId: code.id };
  if (code.kind === 'event' && code.eventId !== null)
    return { kind: 'event', ownerId: code.ownerId, eventId: code.eventId };
  return { kind: 'profile', ownerId: code.ownerId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in a scanned link are UUIDs; anything else names nothing (and never reaches SQL). */
export function isQrId(value: string): boolean {
  return UUID.test(value);
}

/** How a scan reached the server: what decides whether it is a person's visit, and whose. */
export interface QrVisit {
  method: string;
  /** The User-Agent header; empty when none was sent. */
  userAgent: string;
  /** The scanning client as an opaque key the adapter derives (a keyed hash, never an address). */
  clientKey: string;
}

/**
 * A client's repeated scans of one code count once in this window: a re-scan, a reload or a
 * back-and-forth through the redirect is still one person reading the code.
 */
export const QR_SCAN_REPEAT_WINDOW_MS = 30 * 60_000;

// Link previews (chat apps, social networks, search engines) fetch a shared link without anyone
// scanning it; their agents name themselves so.
const PREVIEW_AGENTS =
  /bot\b|bot\/|crawler|spider|facebookexternalhit|facebot|slack-imgproxy|whatsapp|embedly|skypeuripreview|preview/i;

/**
 * Whether a visit of a printed link counts as a scan: a GET by a person's browser. A HEAD (a link
 * checker) or a link preview's fetch leads to the same place but is nobody scanning.
 */
export function countsAsScan(visit: Pick<QrVisit, 'method' | 'userAgent'>): boolean {
  return visit.method === 'GET' && !PREVIEW_AGENTS.test(visit.userAgent);
}
