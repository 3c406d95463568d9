import path from 'node:path';
import { resolveTheme, type Theme, themeTextColor } from '@nightlife/domain';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Pictures for the demo data, drawn here at seed time (no downloads, no hot-linking): an event
 * flyer from its theme's colours, its title and tagline; an avatar from the person's initials.
 * Everything follows from the inputs (a seeded generator picks the shapes), so a seed draws the
 * same pictures every time. The shapes are SVG rendered by sharp; the lettering is Anton (an
 * OFL font from npm) set by sharp's text renderer, so it looks the same on every machine.
 */

const FONT_FILE = path.join(
  path.dirname(require.resolve('@expo-google-fonts/anton/package.json')),
  '400Regular/Anton_400Regular.ttf',
);

export const FLYER_SIZE = { width: 1080, height: 1350 } as const;
/** Handed to the upload pipeline, which re-encodes it: a near-lossless JPEG is the fastest to write and read. */
const INTERMEDIATE_JPEG = { quality: 95 } as const;
export const AVATAR_SIZE = 512;

export interface FlyerSubject {
  title: string;
  tagline: string;
  themeId: string;
  /** Shown above the title: "<host> presents". */
  hostName: string;
}

export interface AvatarSubject {
  username: string;
  firstName: string;
  lastName: string;
}

/** A flyer (JPEG), 1080 x 1350 (4:5; the title stays inside the square the event cards crop to). */
export async function drawFlyer(subject: FlyerSubject): Promise<Buffer> {
  const theme = resolveTheme(subject.themeId);
  const random = seededRandom(`${subject.title}|${theme.id}`);
  const { width } = FLYER_SIZE;
  const ink = themeTextColor(theme) === 'light' ? '#ffffff' : '#111111';
  const background = flyerBackground(theme, random);

  const title = await fitText(subject.title.toUpperCase(), {
    color: ink,
    width: 940,
    maxHeight: 440,
    sizes: [150, 132, 116, 100, 88],
  });
  const glow = await lettering(subject.title.toUpperCase(), {
    color: theme.colorScheme.primary,
    width: 940,
    size: title.size,
  });
  const presents = await lettering(`${subject.hostName} presents`.toUpperCase(), {
    color: theme.colorScheme.secondary,
    width: 900,
    size: 34,
    letterSpacing: 6,
  });
  const tagline = await lettering(subject.tagline, { color: ink, width: 860, size: 44 });

  const titleTop = Math.round(760 - title.height / 2);
  const layers = await Promise.all([
    layer(presents, centered(presents, width), 170),
    layer(glow, centered(glow, width), titleTop, 14),
    layer(title, centered(title, width), titleTop),
    layer(tagline, centered(tagline, width), Math.max(titleTop + title.height + 36, 1020)),
  ]);
  return sharp(Buffer.from(background)).composite(layers).jpeg(INTERMEDIATE_JPEG).toBuffer();
}

/** An avatar (JPEG), 512 px square: a gradient and rings in neon colours, and the initials. */
export async function drawAvatar(subject: AvatarSubject): Promise<Buffer> {
  const random = seededRandom(subject.username);
  const palette = NEON_PALETTE;
  const from = palette[Math.floor(random() * palette.length)];
  const to =
    palette[(palette.indexOf(from) + 1 + Math.floor(random() * (palette.length - 1))) % palette.length];
  const angle = Math.floor(random() * 360);
  const rings = Array.from({ length: 3 }, (_, i) => {
    const r = 120 + i * 70 + Math.floor(random() * 30);
    const cx = 256 + Math.floor((random() - 0.5) * 160);
    const cy = 256 + Math.floor((random() - 0.5) * 160);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${0.12 + i * 0.05}" stroke-width="${10 + i * 6}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}">
    <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${rings}
    <rect width="100%" height="100%" fill="#0a0a0a" fill-opacity="0.18"/></svg>`;
  const initials = `${subject.firstName.charAt(0)}${subject.lastName.charAt(0)}`.toUpperCase();
  const letters = await lettering(initials, { color: '#ffffff', width: 420, size: 230 });
  const shadow = await lettering(initials, { color: '#0a0a0a', width: 420, size: 230 });
  const left = centered(letters, AVATAR_SIZE);
  const top = Math.round((AVATAR_SIZE - letters.height) / 2);
  const layers = await Promise.all([layer(shadow, left + 6, top + 8, 10), layer(letters, left, top)]);
  return sharp(Buffer.from(svg)).composite(layers).jpeg(INTERMEDIATE_JPEG).toBuffer();
}

const NEON_PALETTE = ['#ff00ff', '#00d4ff', '#7b2ff7', '#ff6b35', '#f107a3', '#00cecb', '#ff5e5b', '#d4af37'];

/** One of five backdrops in the theme's colours, chosen and laid out by the seeded generator. */
function flyerBackground(theme: Theme, random: () => number): string {
  const { background, primary, secondary, accent } = theme.colorScheme;
  const { width, height } = FLYER_SIZE;
  const motif = MOTIFS[Math.floor(random() * MOTIFS.length)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <radialGradient id="glowTop" cx="50%" cy="18%" r="70%">
        <stop offset="0" stop-color="${primary}" stop-opacity="0.55"/><stop offset="1" stop-color="${background}" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="glowBottom" cx="50%" cy="100%" r="60%">
        <stop offset="0" stop-color="${secondary}" stop-opacity="0.45"/><stop offset="1" stop-color="${background}" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="hot" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${primary}"/>
      </linearGradient>
      <radialGradient id="halo">
        <stop offset="0.6" stop-color="${primary}" stop-opacity="0.8"/><stop offset="1" stop-color="${primary}" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="scrim">
        <stop offset="0" stop-color="${background}" stop-opacity="0.7"/><stop offset="1" stop-color="${background}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="${background}"/>
    <rect width="100%" height="100%" fill="url(#glowTop)"/>
    <rect width="100%" height="100%" fill="url(#glowBottom)"/>
    ${motif({ background, primary, secondary, accent }, random)}
    <ellipse cx="540" cy="800" rx="640" ry="360" fill="url(#scrim)"/>
    <rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="${secondary}" stroke-opacity="0.55" stroke-width="4"/>
  </svg>`;
}

type Colors = Theme['colorScheme'];
type Motif = (colors: Colors, random: () => number) => string;

const MOTIFS: readonly Motif[] = [
  // Synthwave sun over a perspective grid.
  ({ background, secondary }, random) => {
    const cy = 470 + Math.floor(random() * 60);
    const cuts = Array.from({ length: 6 }, (_, i) => {
      const y = cy + 40 + i * 34;
      return `<rect x="0" y="${y}" width="1080" height="${6 + i * 3}" fill="${background}"/>`;
    }).join('');
    const rows = Array.from({ length: 9 }, (_, i) => {
      const y = 900 + Math.round(Math.pow(i / 8, 1.8) * 420);
      return `<line x1="0" y1="${y}" x2="1080" y2="${y}"/>`;
    }).join('');
    const columns = Array.from({ length: 13 }, (_, i) => {
      const x = -600 + i * 190;
      return `<line x1="540" y1="880" x2="${x}" y2="1350"/>`;
    }).join('');
    return `<circle cx="540" cy="${cy}" r="330" fill="url(#halo)"/>
      <circle cx="540" cy="${cy}" r="240" fill="url(#hot)"/>${cuts}
      <g stroke="${secondary}" stroke-opacity="0.7" stroke-width="3">${rows}${columns}</g>`;
  },
  // Concentric rings, off centre.
  ({ primary, secondary, accent }, random) => {
    const cx = 300 + Math.floor(random() * 480);
    const cy = 330 + Math.floor(random() * 160);
    const colors = [primary, secondary, accent];
    return Array.from({ length: 11 }, (_, i) => {
      const r = 60 + i * 62;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colors[i % 3]}" stroke-opacity="${0.85 - i * 0.06}" stroke-width="${14 - i}"/>`;
    }).join('');
  },
  // Stage light beams from the top, with a mirror ball.
  ({ primary, secondary, accent }, random) => {
    const beams = Array.from({ length: 7 }, (_, i) => {
      const x = 80 + i * 150 + Math.floor((random() - 0.5) * 60);
      const color = [primary, secondary, accent][i % 3];
      return `<polygon points="540,0 ${x - 70},1350 ${x + 70},1350" fill="${color}" opacity="0.16"/>`;
    }).join('');
    const tiles = Array.from({ length: 8 }, (_, row) =>
      Array.from({ length: 8 }, (_, col) => {
        const shade = random() > 0.5 ? '#ffffff' : secondary;
        return `<rect x="${440 + col * 25}" y="${200 + row * 25}" width="23" height="23" fill="${shade}" opacity="${0.35 + random() * 0.5}"/>`;
      }).join(''),
    ).join('');
    return `${beams}<line x1="540" y1="0" x2="540" y2="200" stroke="${secondary}" stroke-width="4"/>
      <clipPath id="ball"><circle cx="540" cy="300" r="100"/></clipPath>
      <circle cx="540" cy="300" r="170" fill="url(#halo)"/>
      <g clip-path="url(#ball)">${tiles}</g>`;
  },
  // A vinyl record rising from the corner.
  ({ accent }, random) => {
    const cx = 780 + Math.floor(random() * 100);
    const cy = 150 + Math.floor(random() * 60);
    const grooves = Array.from({ length: 14 }, (_, i) => {
      const r = 150 + i * 17;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="2"/>`;
    }).join('');
    return `<circle cx="${cx}" cy="${cy}" r="470" fill="url(#halo)" opacity="0.6"/>
      <circle cx="${cx}" cy="${cy}" r="390" fill="#0b0b0b"/>${grooves}
      <circle cx="${cx}" cy="${cy}" r="120" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="14" fill="#0b0b0b"/>`;
  },
  // Bokeh: out-of-focus club lights.
  ({ primary, secondary, accent }, random) =>
    Array.from({ length: 26 }, () => {
      const color = [primary, secondary, accent][Math.floor(random() * 3)];
      const r = 30 + Math.floor(random() * 110);
      const cx = Math.floor(random() * 1080);
      const cy = Math.floor(random() * 900);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${(0.15 + random() * 0.4).toFixed(2)}"/>`;
    }).join(''),
];

interface LetteringOptions {
  color: string;
  width: number;
  size: number;
  letterSpacing?: number;
}

/** Text as raw RGBA pixels (composited without a PNG round trip). */
interface Lettering {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Centred, wrapped text in Anton as a transparent PNG. */
async function lettering(
  text: string,
  { color, width, size, letterSpacing = 0 }: LetteringOptions,
): Promise<Lettering> {
  const markup = `<span foreground="${color}" letter_spacing="${letterSpacing * 1024}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `Anton ${size}`,
      fontfile: FONT_FILE,
      width,
      align: 'center',
      wrap: 'word',
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/** A composite layer of the text at a position, optionally blurred (a glow or a shadow). */
async function layer(text: Lettering, left: number, top: number, blur = 0): Promise<OverlayOptions> {
  const raw = { width: text.width, height: text.height, channels: 4 as const };
  const input = blur > 0 ? await sharp(text.pixels, { raw }).blur(blur).raw().toBuffer() : text.pixels;
  return { input, raw, left, top };
}

/** The largest of the sizes at which the text stays within maxHeight. */
async function fitText(
  text: string,
  { color, width, maxHeight, sizes }: { color: string; width: number; maxHeight: number; sizes: number[] },
): Promise<Lettering & { size: number }> {
  let fitted: Lettering & { size: number } = { pixels: Buffer.alloc(0), width: 0, height: 0, size: 0 };
  for (const size of sizes) {
    fitted = { ...(await lettering(text, { color, width, size })), size };
    if (fitted.height <= maxHeight) break;
  }
  return fitted;
}

function centered(text: Lettering, canvasWidth: number): number {
  return Math.round((canvasWidth - text.width) / 2);
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** mulberry32 seeded with an FNV-1a hash of the text: the same text, the same sequence. */
function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
