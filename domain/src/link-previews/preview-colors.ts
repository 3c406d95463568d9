import { themeTextColor } from '../themes/theme-text-color.js';
import type { Theme } from '../themes/theme.js';

/** The colours of a link-preview card. */
export interface PreviewPalette {
  background: string;
  /** Soft light behind the content, from the theme's colours (top left, bottom right, top right). */
  glows: [string, string, string];
  /** How strong the glows are (0-1): softer on light backgrounds, where they would wash text out. */
  glowOpacity: number;
  /** Title and name. */
  text: string;
  /** The date line and the handle: a theme colour that reads on the background, else the text colour. */
  highlight: string;
  /** The brand line and small print. */
  muted: string;
  /** The frame around the flyer or avatar. */
  frame: string;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111111';
/** WCAG's minimum contrast for large text (the date line is 30 px and up). */
export const LARGE_TEXT_CONTRAST = 3;
/** WCAG's minimum for body text: a theme colour that has it is preferred for the date line. */
const BODY_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a #rgb or #rrggbb colour (0 black - 1 white); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1-21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A normalised #rrggbb colour, or the fallback when the value is not a hex colour (never unsafe text). */
export function hexColor(value: string, fallback: string): string {
  const rgb = channels(value);
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : fallback;
}

/**
 * The card colours of a theme: its background and glows from its colour scheme, the text colour
 * of the theme's own rule (themeTextColor), and for the date line the first of primary,
 * secondary and accent with body-text contrast on the background, else the first with
 * large-text contrast, else the primary colour shaded towards the text colour until it has it.
 */
export function themePreviewPalette(theme: Pick<Theme, 'id' | 'colorScheme'>): PreviewPalette {
  const { colorScheme } = theme;
  const text = themeTextColor(theme) === 'light' ? LIGHT_TEXT : DARK_TEXT;
  const background = hexColor(colorScheme.background, text === LIGHT_TEXT ? '#0a0a0a' : '#ffffff');
  const themeColors = [colorScheme.primary, colorScheme.secondary, colorScheme.accent].map((color) =>
    hexColor(color, text),
  ) as [string, string, string];
  const highlight =
    themeColors.find((color) => contrastRatio(color, background) >= BODY_TEXT_CONTRAST) ??
    themeColors.find((color) => contrastRatio(color, background) >= LARGE_TEXT_CONTRAST) ??
    readableShade(themeColors[0], text, background);
  const light = (relativeLuminance(background) ?? 0) > 0.5;
  return {
    background,
    glows: themeColors,
    glowOpacity: light ? 0.22 : 0.38,
    text,
    highlight,
    muted: mix(text, background, 0.3),
    frame: themeColors[0],
  };
}

/** The neutral card of a profile: the site's own night look (og-default.png's colours). */
export const NEUTRAL_PREVIEW_PALETTE: PreviewPalette = {
  background: '#07060d',
  glows: ['#9d5cff', '#ff2bd6', '#1ef2ff'],
  glowOpacity: 0.34,
  text: '#f4f1ff',
  highlight: '#1ef2ff',
  muted: '#b9b3d6',
  frame: '#ff2bd6',
};

/** `color` moved towards `text` in steps until it reads on the background as large text. */
function readableShade(color: string, text: string, background: string): string {
  for (let step = 1; step <= 10; step++) {
    const shade = mix(color, text, step / 10);
    if (contrastRatio(shade, background) >= LARGE_TEXT_CONTRAST) return shade;
  }
  return text;
}

/** `a` moved towards `b` by `amount` (0-1), for a muted text colour between text and background. */
function mix(a: string, b: string, amount: number): string {
  const ca = channels(a)!;
  const cb = channels(b)!;
  return `#${ca
    .map((value, i) =>
      Math.round(value + (cb[i] - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
