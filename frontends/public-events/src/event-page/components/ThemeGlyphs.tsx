import type { CSSProperties } from 'react';

/** Deterministic scatter so the glyphs sit still between renders (no Math.random in render). */
function spot(index: number): { left: number; top: number; delay: number; size: number } {
  const golden = 0.618_033_988_75;
  return {
    left: ((index * golden) % 1) * 100,
    top: ((index * golden * 1.7 + 0.13) % 1) * 100,
    delay: (index % 7) * 0.9,
    size: 1.25 + (index % 4) * 0.45,
  };
}

/** The event theme's floating background glyphs (spec 1 §2), purely decorative. */
export function ThemeGlyphs({ glyphs }: { glyphs: readonly string[] }) {
  return (
    <div className="pe-glyphs" aria-hidden="true">
      {glyphs.map((glyph, index) => {
        const { left, top, delay, size } = spot(index + 1);
        return (
          <span
            key={`${glyph}-${index}`}
            className="pe-glyphs__item"
            style={
              {
                left: `${left}%`,
                top: `${top}%`,
                animationDelay: `${delay}s`,
                fontSize: `${size}rem`,
              } as CSSProperties
            }
          >
            {glyph}
          </span>
        );
      })}
    </div>
  );
}
