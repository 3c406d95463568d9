export interface ThemeColorScheme {
  background: string;
  primary: string;
  secondary: string;
  accent: string;
}

export interface Theme {
  id: string;
  name: string;
  description: string;
  colorScheme: ThemeColorScheme;
  /** Emoji or text glyphs floating behind the page. */
  backgroundElements: string[];
  /** Number of floating particles drawn. */
  particleCount: number;
}
