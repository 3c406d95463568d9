/**
 * Text layout of the link-preview cards (docs/adr/0034-link-preview-cards.md): what fits on a
 * line and how long text is cut, decided here from the font's advance widths so the renderer
 * only draws lines it is given.
 *
 * The cards are set in Anton (the backend's bundled OFL font, @expo-google-fonts/anton). Its
 * advance widths for printable ASCII, in thousandths of an em, read from the font's hmtx table:
 */
const ANTON_ASCII_WIDTHS = [
  234, 229, 429, 546, 462, 1057, 520, 214, 291, 291, 452, 355, 236, 311, 229, 405, 494, 331, 494, 494, 494,
  494, 494, 494, 494, 494, 242, 245, 321, 311, 321, 492, 864, 485, 479, 474, 493, 412, 399, 485, 499, 227,
  466, 472, 397, 746, 498, 486, 472, 494, 477, 461, 396, 474, 469, 712, 484, 446, 410, 318, 405, 318, 474,
  365, 317, 483, 501, 491, 498, 488, 280, 504, 505, 243, 263, 491, 248, 758, 499, 497, 501, 498, 347, 475,
  305, 499, 461, 696, 459, 461, 386, 340, 216, 340, 493,
];
const FIRST_ASCII = 0x20;
/** '…' in Anton. */
const ELLIPSIS_WIDTH = 708;
/**
 * A character Anton lacks is drawn from a fallback font (wider letters): counted generously, so
 * a line of them still fits; CJK and other wide characters take a full em.
 */
const OTHER_WIDTH = 720;
const WIDE_WIDTH = 1000;
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const ELLIPSIS = '…';

function charWidth(char: string): number {
  const code = char.codePointAt(0)!;
  if (code >= FIRST_ASCII && code < FIRST_ASCII + ANTON_ASCII_WIDTHS.length)
    return ANTON_ASCII_WIDTHS[code - FIRST_ASCII];
  if (char === ELLIPSIS) return ELLIPSIS_WIDTH;
  // An accented Latin letter is as wide as its base letter ('é' as 'e').
  const base = char.normalize('NFD').charAt(0);
  const baseCode = base.codePointAt(0)!;
  if (base !== char && baseCode >= FIRST_ASCII && baseCode < FIRST_ASCII + ANTON_ASCII_WIDTHS.length)
    return ANTON_ASCII_WIDTHS[baseCode - FIRST_ASCII];
  return WIDE.test(char) ? WIDE_WIDTH : OTHER_WIDTH;
}

/** The width in pixels of one line of text at the font size (px), with extra letter spacing (px). */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let thousandths = 0;
  let chars = 0;
  for (const char of text) {
    thousandths += charWidth(char);
    chars += 1;
  }
  return (thousandths * fontSize) / 1000 + chars * letterSpacing;
}

// Pictographs (emoji) and what joins or styles them: a server has no colour emoji font, and a
// fallback draws them as blank boxes or grey silhouettes. Also control and invisible characters.
const PICTOGRAPHS =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Variation_Selector}|\p{Me}|[\u{1F3FB}-\u{1F3FF}]|[\u200b-\u200f\u2060-\u2064]|[\u{E0020}-\u{E007F}]|\p{Cc}|\p{Co}/gu;

/**
 * Text as a card shows it: emoji and invisible characters removed, whitespace collapsed. Empty
 * when nothing printable is left (a title of emoji only): callers show their fallback then.
 */
export function cardText(text: string): string {
  return text.normalize('NFC').replace(PICTOGRAPHS, ' ').replace(/\s+/g, ' ').trim();
}

/** The text cut to fit the width, at a word boundary when one is near, ending in an ellipsis. */
export function ellipsize(text: string, maxWidth: number, fontSize: number, letterSpacing = 0): string {
  if (textWidth(text, fontSize, letterSpacing) <= maxWidth) return text;
  const chars = [...text];
  let fitting = '';
  for (const char of chars) {
    if (textWidth(`${fitting}${char}${ELLIPSIS}`, fontSize, letterSpacing) > maxWidth) break;
    fitting += char;
  }
  const lastSpace = fitting.lastIndexOf(' ');
  const cut = lastSpace > fitting.length * 0.4 ? fitting.slice(0, lastSpace) : fitting;
  return `${cut.replace(/[\s,.;:!?–-]+$/u, '')}${ELLIPSIS}`;
}

/** Words broken into lines no wider than maxWidth; a word wider than a line is split. */
function wrapWords(text: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than a whole line (a long name, a URL): split it where the line ends.
    let rest = word;
    while (textWidth(rest, fontSize) > maxWidth) {
      let piece = '';
      for (const char of rest) {
        if (piece && textWidth(piece + char, fontSize) > maxWidth) break;
        piece += char;
      }
      lines.push(piece);
      rest = rest.slice(piece.length);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
}

/**
 * The text in at most maxLines lines no wider than maxWidth, at the largest of the font sizes
 * (largest first) where it fits; at the smallest size, what does not fit is cut with an ellipsis.
 */
export function fitLines(
  text: string,
  { maxWidth, fontSizes, maxLines }: { maxWidth: number; fontSizes: readonly number[]; maxLines: number },
): FittedText {
  for (const fontSize of fontSizes) {
    const lines = wrapWords(text, maxWidth, fontSize);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const fontSize = fontSizes[fontSizes.length - 1];
  const lines = wrapWords(text, maxWidth, fontSize);
  const kept = lines.slice(0, maxLines);
  // The last line kept runs on into the rest (so wider than a line), then is cut with an ellipsis.
  const runOn = [kept[maxLines - 1], ...lines.slice(maxLines)].join(' ');
  kept[maxLines - 1] = ellipsize(runOn, maxWidth, fontSize);
  return { fontSize, lines: kept };
}
