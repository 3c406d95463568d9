import path from 'node:path';
import {
  type Box,
  type CardLine,
  type EventPreviewCard,
  type FittedText,
  PREVIEW_CARD_HEIGHT,
  PREVIEW_CARD_WIDTH,
  type PreviewPalette,
  type ProfilePreviewCard,
} from '@nightlife/domain';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Draws the link-preview cards the domain lays out (domain/src/link-previews): the background
 * and frames as SVG (librsvg), the flyer or avatar decoded and fitted by sharp, and the text set
 * by sharp's text renderer (Pango) in Anton, the OFL font the backend ships as an npm package,
 * so the lettering is the same on a bare Debian machine without any system font. A character
 * Anton lacks (Cyrillic, Greek, CJK) comes from the system's fonts through fontconfig when there
 * are any (the Docker image installs fonts-dejavu-core).
 */
export const PREVIEW_CARD_TYPE = { mimeType: 'image/jpeg', extension: 'jpg' } as const;

/** Bump when the drawing changes: every card gets a new version (and URL). */
export const PREVIEW_RENDERER_VERSION = 1;

const FONT_FILE = path.join(
  path.dirname(require.resolve('@expo-google-fonts/anton/package.json')),
  '400Regular/Anton_400Regular.ttf',
);
/** A picture that decodes to more pixels than this is treated as unreadable. */
const MAX_INPUT_PIXELS = 100_000_000;
// 4:4:4 keeps saturated text edges sharp (4:2:0 smears red and magenta lettering).
const JPEG = { quality: 86, chromaSubsampling: '4:4:4', mozjpeg: true } as const;
const FLYER_RADIUS = 22;
/** Line pitch of the title and name, as a share of the font size; Anton's own is 1.51. */
const LINE_HEIGHT = 1.08;
const ANTON_LINE_HEIGHT = 1.51;

/** Raw RGBA pixels of a rendered piece (composited without a PNG round trip). */
interface Piece {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One or more lines in Anton, as transparent pixels, scaled down if a fallback font ran wider than maxWidth. */
async function lettering(
  lines: readonly string[],
  {
    fontSize,
    letterSpacing = 0,
    color,
    maxWidth,
  }: { fontSize: number; letterSpacing?: number; color: string; maxWidth: number },
): Promise<Piece> {
  const markup = `<span foreground="${color}" letter_spacing="${Math.round(letterSpacing * 1024)}">${escapeMarkup(lines.join('\n'))}</span>`;
  const text = sharp({
    text: {
      text: markup,
      font: `Anton ${fontSize}`,
      fontfile: FONT_FILE,
      rgba: true,
      // Pango's spacing is added to the font's own line height (negative tightens).
      ...(lines.length > 1 ? { spacing: Math.round(fontSize * (LINE_HEIGHT - ANTON_LINE_HEIGHT)) } : {}),
    },
  });
  let { data, info } = await text.raw().toBuffer({ resolveWithObject: true });
  if (info.width > maxWidth) {
    ({ data, info } = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .resize({ width: maxWidth })
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } };
}

const lineOf = (line: CardLine, color: string, maxWidth: number) =>
  lettering([line.text], { fontSize: line.fontSize, letterSpacing: line.letterSpacing, color, maxWidth });

const blockOf = (text: FittedText, color: string, maxWidth: number) =>
  lettering(text.lines, { fontSize: text.fontSize, color, maxWidth });

/** The pieces stacked with the gaps between them, centred vertically on the card, at the column's left edge. */
function stack(pieces: Piece[], gaps: number[], left: number): OverlayOptions[] {
  const height = pieces.reduce((sum, piece) => sum + piece.raw.height, 0) + gaps.reduce((a, b) => a + b, 0);
  let top = Math.max(0, Math.round((PREVIEW_CARD_HEIGHT - height) / 2));
  return pieces.map((piece, i) => {
    const layer = { input: piece.input, raw: piece.raw, left, top };
    top += piece.raw.height + (gaps[i] ?? 0);
    return layer;
  });
}

/** The card's background: the palette's colour with its three glows, and a hairline of light along the bottom. */
function backgroundSvg(palette: PreviewPalette, extra = ''): Buffer {
  const [a, b, c] = palette.glows;
  const o = palette.glowOpacity;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_CARD_WIDTH}" height="${PREVIEW_CARD_HEIGHT}">
  <defs>
    <radialGradient id="a" cx="10%" cy="5%" r="60%"><stop offset="0" stop-color="${a}" stop-opacity="${o}"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>
    <radialGradient id="b" cx="98%" cy="100%" r="65%"><stop offset="0" stop-color="${b}" stop-opacity="${o}"/><stop offset="1" stop-color="${b}" stop-opacity="0"/></radialGradient>
    <radialGradient id="c" cx="92%" cy="0%" r="40%"><stop offset="0" stop-color="${c}" stop-opacity="${o * 0.6}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
    <linearGradient id="line" x1="0" x2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.5" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
    <filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="${palette.background}"/>
  <rect width="100%" height="100%" fill="url(#a)"/>
  <rect width="100%" height="100%" fill="url(#b)"/>
  <rect width="100%" height="100%" fill="url(#c)"/>
  <rect y="${PREVIEW_CARD_HEIGHT - 6}" width="100%" height="6" fill="url(#line)"/>
  ${extra}
</svg>`);
}

/** A soft glow of the frame colour behind a picture's box (rounded rectangle or circle). */
function glowBehind(box: Box, color: string, shape: 'rect' | 'circle'): string {
  return shape === 'circle'
    ? `<circle cx="${box.left + box.width / 2}" cy="${box.top + box.height / 2}" r="${box.width / 2 + 6}" fill="${color}" opacity="0.55" filter="url(#glow)"/>`
    : `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" rx="${FLYER_RADIUS}" fill="${color}" opacity="0.45" filter="url(#glow)"/>`;
}

/** Without a flyer: rings of the theme's colours fading off the right edge, where the flyer would be. */
function rings(palette: PreviewPalette): string {
  const [a, b, c] = palette.glows;
  const circles = [
    [150, a],
    [215, b],
    [280, c],
    [345, a],
  ] as const;
  return circles
    .map(
      ([r, color], i) =>
        `<circle cx="1150" cy="315" r="${r}" fill="none" stroke="${color}" stroke-width="${10 - i * 2}" opacity="${(0.5 - i * 0.1).toFixed(2)}"/>`,
    )
    .join('');
}

/**
 * The picture fitted inside the box (never cropped, never enlarged past it), with rounded
 * corners, and the box it takes (a landscape flyer is shorter than the box).
 */
async function fittedFlyer(bytes: Uint8Array, box: Box): Promise<{ layer: OverlayOptions; box: Box }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: box.width, height: box.height, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><rect width="100%" height="100%" rx="${FLYER_RADIUS}"/></svg>`,
  );
  const rounded = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const left = Math.round(box.left + (box.width - info.width) / 2);
  const top = Math.round(box.top + (box.height - info.height) / 2);
  return { layer: { input: rounded, left, top }, box: { left, top, width: info.width, height: info.height } };
}

/** The avatar cropped to the box's circle. */
async function circledAvatar(bytes: Uint8Array, box: Box): Promise<OverlayOptions> {
  const size = box.width;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  const input = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: size, height: size, fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { input, left: box.left, top: box.top };
}

/** A ring of the glow colours around the avatar's circle. */
function ringSvg(box: Box, palette: PreviewPalette, filled: boolean): string {
  const [a, b, c] = palette.glows;
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const r = box.width / 2;
  return `<defs><linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.5" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>
  ${filled ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#ring)" opacity="0.9"/>` : ''}
  <circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="none" stroke="url(#ring)" stroke-width="6"/>`;
}

async function encode(background: Buffer, layers: OverlayOptions[]): Promise<Buffer> {
  return sharp(background).composite(layers).flatten().jpeg(JPEG).toBuffer();
}

/** Draws the cards; a picture that cannot be decoded is left out (the caller lays the card out without it). */
export class PreviewCardRenderer {
  /** The event card; `flyer` is drawn into card.picture (null: none, or the card has no picture box). */
  async event(card: EventPreviewCard, flyer: Uint8Array | null): Promise<Buffer> {
    const { palette, column } = card;
    const picture = card.picture && flyer ? await fittedFlyer(flyer, card.picture) : null;
    const decoration = picture ? glowBehind(picture.box, palette.frame, 'rect') : rings(palette);
    const pieces = await Promise.all([
      lineOf(card.brand, palette.muted, column.width),
      lineOf(card.date, palette.highlight, column.width),
      blockOf(card.title, palette.text, column.width),
      lineOf(card.footer, palette.muted, column.width),
    ]);
    const text = stack(pieces, [26, 30, 40], column.left);
    return encode(backgroundSvg(palette, decoration), [...(picture ? [picture.layer] : []), ...text]);
  }

  /** The profile card; without an avatar, its initial stands in the circle. */
  async profile(card: ProfilePreviewCard, avatar: Uint8Array | null): Promise<Buffer> {
    const { palette, column, picture: box } = card;
    const drawn = avatar ? await circledAvatar(avatar, box) : null;
    const decoration = `${glowBehind(box, palette.frame, 'circle')}${ringSvg(box, palette, !drawn)}`;
    const layers: OverlayOptions[] = drawn ? [drawn] : [await initialLayer(card)];
    const pieces = await Promise.all([
      lineOf(card.brand, palette.muted, column.width),
      blockOf(card.name, palette.text, column.width),
      lineOf(card.handle, palette.highlight, column.width),
      lineOf(card.footer, palette.muted, column.width),
    ]);
    const text = stack(pieces, [26, 22, 34], column.left);
    return encode(backgroundSvg(palette, decoration), [...layers, ...text]);
  }
}

/** The initial, centred in the avatar's circle. */
async function initialLayer(card: ProfilePreviewCard): Promise<OverlayOptions> {
  const box = card.picture;
  const piece = await lettering([card.initial], {
    fontSize: Math.round(box.width * 0.5),
    color: '#ffffff',
    maxWidth: box.width,
  });
  return {
    input: piece.input,
    raw: piece.raw,
    left: Math.round(box.left + (box.width - piece.raw.width) / 2),
    top: Math.round(box.top + (box.height - piece.raw.height) / 2),
  };
}
