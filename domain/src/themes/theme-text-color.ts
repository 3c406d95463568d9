import { CLEAN_THEME_ID } from './theme-catalogue.js';
import type { Theme } from './theme.js';

/** Colours that make a theme dark when used as its background or primary colour. */
export const DARK_THEME_COLORS: readonly string[] = [
  '#000000',
  '#0a0a0a',
  '#0d0d0d',
  '#0f0f23',
  '#111111',
  '#111827',
  '#121212',
  '#16213e',
  '#1a1a1a',
  '#1a1a2e',
];

export function isDarkTheme(theme: Pick<Theme, 'colorScheme'>): boolean {
  const { background, primary } = theme.colorScheme;
  return (
    DARK_THEME_COLORS.includes(background.toLowerCase()) || DARK_THEME_COLORS.includes(primary.toLowerCase())
  );
}

/**
 * Text colour on a themed page: light on dark themes, dark otherwise. The clean theme is
 * light-backgrounded with a dark primary colour, which the dark-colour list would call dark,
 * so it is special-cased to dark text (spec 1 §5).
 */
export function themeTextColor(theme: Pick<Theme, 'id' | 'colorScheme'>): 'light' | 'dark' {
  if (theme.id === CLEAN_THEME_ID) return 'dark';
  return isDarkTheme(theme) ? 'light' : 'dark';
}
