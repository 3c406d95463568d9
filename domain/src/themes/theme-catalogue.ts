import type { Theme } from './theme.js';

/** The light theme that gets dark text even though its primary colour counts as dark. */
export const CLEAN_THEME_ID = 'clean';

/**
 * The versioned theme catalogue, served by GET /api/themes. Ids are stored on events and
 * profiles: never rename one; add a new theme instead.
 */
export const THEMES: readonly Theme[] = [
  {
    id: 'neon-nights',
    name: 'Neon Nights',
    description: 'Electric pinks and cyans of the city after dark.',
    colorScheme: { background: '#0a0a0a', primary: '#ff00ff', secondary: '#00ffff', accent: '#ffff00' },
    backgroundElements: [
      '🎉',
      '🎵',
      '💃',
      '🕺',
      '🎶',
      '✨',
      '🔥',
      '🎧',
      '🍸',
      '🌃',
      '💫',
      '🎤',
      '🪩',
      '⚡',
      '🌟',
    ],
    particleCount: 20,
  },
  {
    id: CLEAN_THEME_ID,
    name: 'Clean',
    description: 'Light, minimal and easy to read.',
    colorScheme: { background: '#ffffff', primary: '#111827', secondary: '#6b7280', accent: '#ec4899' },
    backgroundElements: ['○', '□', '△', '◇', '✦', '·', '+', '×', '◦', '—'],
    particleCount: 18,
  },
  {
    id: 'sunset-vibes',
    name: 'Sunset Vibes',
    description: 'Warm oranges and pinks for rooftop golden hours.',
    colorScheme: { background: '#1a1a2e', primary: '#ff6b35', secondary: '#f7c59f', accent: '#ff006e' },
    backgroundElements: ['🌅', '🌴', '🍹', '☀️', '🌺', '🧡', '🌊', '🕶️', '✨'],
    particleCount: 20,
  },
  {
    id: 'galaxy-glow',
    name: 'Galaxy Glow',
    description: 'Deep space purples with starlight.',
    colorScheme: { background: '#0f0f23', primary: '#7b2ff7', secondary: '#00d4ff', accent: '#f107a3' },
    backgroundElements: ['🌌', '🪐', '⭐', '🌙', '☄️', '🚀', '✨', '💫', '🌠', '🛸', '🌟', '👽'],
    particleCount: 20,
  },
  {
    id: 'tropical-heat',
    name: 'Tropical Heat',
    description: 'Bright beach-party colours on a sandy background.',
    colorScheme: { background: '#fff8e7', primary: '#ff5e5b', secondary: '#00cecb', accent: '#ffed66' },
    backgroundElements: ['🌴', '🍍', '🥥', '🌺', '🦜', '🍹', '🌞', '🐚', '🌊', '🍉', '🦩'],
    particleCount: 18,
  },
  {
    id: 'midnight-luxe',
    name: 'Midnight Luxe',
    description: 'Black and gold for VIP nights.',
    colorScheme: { background: '#000000', primary: '#d4af37', secondary: '#c0c0c0', accent: '#8b0000' },
    backgroundElements: ['🥂', '🍾', '💎', '👑', '🖤', '🌙', '✨', '🎩'],
    particleCount: 18,
  },
];

/** Used when an event or profile has no theme (spec 2 §2.8, §9). */
export const DEFAULT_THEME_ID = 'neon-nights';

/** Legacy identifier older clients send when no theme was chosen; it means the default theme. */
export const FALLBACK_THEME_ID = 'clean-id';

const BY_ID = new Map(THEMES.map((theme) => [theme.id, theme]));

/** The theme with this id (FALLBACK_THEME_ID gives the default), or null for an unknown id. */
export function findTheme(id: string): Theme | null {
  if (id === FALLBACK_THEME_ID) return findTheme(DEFAULT_THEME_ID);
  return BY_ID.get(id) ?? null;
}

/** Ids an event or profile may store. */
export function isKnownThemeId(id: unknown): id is string {
  return typeof id === 'string' && findTheme(id) !== null;
}

/** Always a theme, for rendering: the default when the id is missing or unknown. */
export function resolveTheme(id: string | null | undefined): Theme {
  return (id ? findTheme(id) : null) ?? (findTheme(DEFAULT_THEME_ID) as Theme);
}
