import {
  CLEAN_THEME_ID,
  DEFAULT_THEME_ID,
  FALLBACK_THEME_ID,
  THEMES,
  findTheme,
  isKnownThemeId,
  resolveTheme,
} from './theme-catalogue.js';
import { isDarkTheme, themeTextColor } from './theme-text-color.js';

describe('theme catalogue', () => {
  it('has six themes with 15/10/9/12/11/8 background elements and 20 or 18 particles', () => {
    expect(THEMES.map((theme) => theme.backgroundElements.length)).toEqual([15, 10, 9, 12, 11, 8]);
    for (const theme of THEMES) expect([18, 20]).toContain(theme.particleCount);
  });

  it('uses unique kebab-case ids and complete colour schemes', () => {
    const ids = THEMES.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const theme of THEMES) {
      expect(theme.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(theme.name).not.toBe('');
      expect(theme.description).not.toBe('');
      for (const colour of Object.values(theme.colorScheme)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('includes the light clean theme and a default theme', () => {
    expect(findTheme(CLEAN_THEME_ID)?.colorScheme.background).toBe('#ffffff');
    expect(findTheme(DEFAULT_THEME_ID)).not.toBeNull();
  });

  it("resolves the fallback id 'clean-id' to the default theme, not to clean", () => {
    expect(FALLBACK_THEME_ID).toBe('clean-id');
    expect(findTheme(FALLBACK_THEME_ID)?.id).toBe(DEFAULT_THEME_ID);
    expect(isKnownThemeId(FALLBACK_THEME_ID)).toBe(true);
  });

  it('finds nothing for an unknown id, yet always renders a theme', () => {
    expect(findTheme('disco-inferno')).toBeNull();
    expect(isKnownThemeId('disco-inferno')).toBe(false);
    expect(isKnownThemeId(7)).toBe(false);
    expect(resolveTheme('disco-inferno').id).toBe(DEFAULT_THEME_ID);
    expect(resolveTheme(null).id).toBe(DEFAULT_THEME_ID);
    expect(resolveTheme('galaxy-glow').id).toBe('galaxy-glow');
  });
});

describe('theme text colour', () => {
  const scheme = { background: '#ffffff', primary: '#ff00ff', secondary: '#000000', accent: '#000000' };

  it('counts a theme as dark when its background or its primary colour is in the dark list', () => {
    expect(isDarkTheme({ colorScheme: { ...scheme, background: '#0A0A0A' } })).toBe(true);
    expect(isDarkTheme({ colorScheme: { ...scheme, primary: '#1a1a2e' } })).toBe(true);
    expect(isDarkTheme({ colorScheme: scheme })).toBe(false);
  });

  it('ignores secondary and accent colours', () => {
    expect(isDarkTheme({ colorScheme: { ...scheme, secondary: '#000000', accent: '#000000' } })).toBe(false);
  });

  it('puts light text on dark themes and dark text on light ones', () => {
    expect(themeTextColor(resolveTheme('neon-nights'))).toBe('light');
    expect(themeTextColor(resolveTheme('midnight-luxe'))).toBe('light');
    expect(themeTextColor(resolveTheme('tropical-heat'))).toBe('dark');
  });

  it('gives the clean theme dark text although its primary colour counts as dark', () => {
    const clean = resolveTheme(CLEAN_THEME_ID);
    expect(isDarkTheme(clean)).toBe(true);
    expect(themeTextColor(clean)).toBe('dark');
    // The same colours under another id would get light text: the special case is by id.
    expect(themeTextColor({ ...clean, id: 'clean-copy' })).toBe('light');
  });
});
