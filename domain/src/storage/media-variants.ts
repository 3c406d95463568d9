import type { MediaClass, UploadKind } from './upload-rules.js';

/**
 * The sizes the pages need, made from every published image (WebP, EXIF and location removed).
 * The first variant is the main one: its address is the one stored (users.avatar,
 * events.flyerImageUrl); the others sit beside it and are found with mediaVariantUrl.
 *
 * - avatar: 512 px square (profile page at 2x) and a 128 px thumbnail (guest lists, host chips);
 * - flyers and other images: up to 1600 px (event page, lightbox) and a 720 px card
 *   (event cards on a 2x phone screen), never enlarged, never cropped.
 */
export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  /** cover: cropped to exactly width x height; inside: scaled down to fit, aspect kept. */
  fit: 'cover' | 'inside';
}

export const AVATAR_VARIANTS: readonly ImageVariant[] = [
  { name: 'avatar', width: 512, height: 512, fit: 'cover' },
  { name: 'avatar-thumb', width: 128, height: 128, fit: 'cover' },
];

export const PICTURE_VARIANTS: readonly ImageVariant[] = [
  { name: 'full', width: 1600, height: 1600, fit: 'inside' },
  { name: 'card', width: 720, height: 720, fit: 'inside' },
];

/** Videos are checked and published as they are (no transcoding): one object. */
export const VIDEO_VARIANT = 'video';

export const PUBLISHED_IMAGE_TYPE = { mimeType: 'image/webp', extension: 'webp' } as const;

export function imageVariantsFor(kind: UploadKind): readonly ImageVariant[] {
  return kind === 'avatar' ? AVATAR_VARIANTS : PICTURE_VARIANTS;
}

/** The variant names a published object of this kind has (to recognise one that is already published). */
export function variantNamesFor(kind: UploadKind, mediaClass: MediaClass): string[] {
  return mediaClass === 'video' ? [VIDEO_VARIANT] : imageVariantsFor(kind).map((variant) => variant.name);
}

export type MediaVariantName = 'full' | 'card' | 'avatar' | 'avatar-thumb';

const PUBLISHED_IMAGE = /\/media\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/(full|card|avatar|avatar-thumb)\.webp$/;
const SIBLING: Record<MediaVariantName, MediaVariantName> = {
  full: 'full',
  card: 'full',
  avatar: 'avatar',
  'avatar-thumb': 'avatar',
};

/**
 * The address of another size of a published image ('card' of a flyer, 'avatar-thumb' of an
 * avatar), for pages that show it small. Any other address (an external URL, a video, a
 * variant of the other family) comes back unchanged, so callers can use it on every URL.
 */
export function mediaVariantUrl(url: string, variant: MediaVariantName): string {
  const match = PUBLISHED_IMAGE.exec(url);
  if (!match || SIBLING[match[3] as MediaVariantName] !== SIBLING[variant]) return url;
  return `${url.slice(0, match.index)}/media/${match[1]}/${match[2]}/${variant}.webp`;
}

/**
 * A published flyer's sizes for `<img srcset>` (the card, then the full size), or undefined for any
 * other address (an external URL, a video, an avatar). The widths are the variants' boxes (720 and
 * 1600 px): a portrait flyer's card is narrower (576 px for 4:5), a little softer on a 1.75x phone.
 */
export function flyerSrcSet(url: string): string | undefined {
  const card = mediaVariantUrl(url, 'card');
  return card === url || mediaVariantUrl(url, 'full') !== url ? undefined : `${card} 720w, ${url} 1600w`;
}

/**
 * How wide the event page's hero flyer is (`sizes`): the page's width less its padding on phones
 * (372 px of a 412 px screen, so a 1.75x phone takes the card size), a 26rem column from 960 px.
 */
export const HERO_FLYER_SIZES = '(min-width: 960px) 26rem, calc(100vw - 2.5rem)';
/** How wide an event card's flyer is (`sizes`): one column on phones, two from 640 px, three from 960 px. */
export const CARD_FLYER_SIZES = '(min-width: 960px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)';
