import { THEMES } from '../themes/theme-catalogue';
import { contrastRatio, hexColor, LARGE_TEXT_CONTRAST, themePreviewPalette } from './preview-colors';

describe('contrastRatio', () => {
  it("is WCAG's ratio: 21 for black on white, 1 for a colour on itself", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ff00ff', '#ff00ff')).toBe(1);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
  });

  it('is 1 for anything that is not a hex colour', () => {
    expect(contrastRatio('red', '#000000')).toBe(1);
  });
});

describe('hexColor', () => {
  it('normalises hex colours and replaces anything else', () => {
    expect(hexColor('#ABC', '#000000')).toBe('#aabbcc');
    expect(hexColor('"/><script>', '#000000')).toBe('#000000');
  });
});

describe('themePreviewPalette', () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))(
    '%s: title and date read on the background',
    (_id, theme) => {
      const palette = themePreviewPalette(theme);
      expect(palette.background).toBe(theme.colorScheme.background.toLowerCase());
      expect(contrastRatio(palette.text, palette.background)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(palette.highlight, palette.background)).toBeGreaterThanOrEqual(
        LARGE_TEXT_CONTRAST,
      );
      expect(contrastRatio(palette.muted, palette.background)).toBeGreaterThanOrEqual(LARGE_TEXT_CONTRAST);
    },
  );

  it("takes the theme's primary colour for the date when it reads, its text rule for the title", () => {
    const neon = themePreviewPalette(THEMES.find((theme) => theme.id === 'neon-nights')!);
    expect(neon).toMatchObject({ text: '#ffffff', highlight: '#ff00ff', background: '#0a0a0a' });
    const clean = themePreviewPalette(THEMES.find((theme) => theme.id === 'clean')!);
    expect(clean.text).toBe('#111111');
  });

  it('passes over a theme colour that only just reads for one that reads well', () => {
    const galaxy = themePreviewPalette(THEMES.find((theme) => theme.id === 'galaxy-glow')!);
    expect(galaxy.highlight).toBe('#00d4ff');
  });

  it('shades the primary colour when no theme colour reads on a light background', () => {
    const tropical = themePreviewPalette(THEMES.find((theme) => theme.id === 'tropical-heat')!);
    expect(tropical.highlight).not.toBe('#ff5e5b');
    expect(tropical.highlight).not.toBe(tropical.text);
  });
});
