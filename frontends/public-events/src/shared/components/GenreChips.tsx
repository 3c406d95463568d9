/** An event's music genres as small neon chips in its theme's accent (--pe-accent). */
export function GenreChips({ genres, className }: { genres: readonly string[]; className?: string }) {
  if (genres.length === 0) return null;
  return (
    <ul className={`nl-pill-list pe-genres${className ? ` ${className}` : ''}`} aria-label="Music genres">
      {genres.map((genre) => (
        <li key={genre} className="pe-genres__chip">
          {genre}
        </li>
      ))}
    </ul>
  );
}
