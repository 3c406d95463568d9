/** The design system's accent colours, for drawings (SVG fills cannot all read CSS variables). */
export const NEON = {
  pink: '#ff2bd6',
  cyan: '#1ef2ff',
  violet: '#9d5cff',
  lime: '#b6ff2e',
} as const;
export type NeonColor = keyof typeof NEON;
