import { FALLBACK_SLUG, SLUG_MAX_LENGTH, isValidSlug, nextAvailableSlug, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Summer Bash 2025!', 'summer-bash-2025'],
    ['Café Noir: Après-Ski', 'cafe-noir-apres-ski'],
    ['  --Hello__World--  ', 'hello-world'],
    ["DJ Ray's 30th B-Day", 'dj-rays-30th-b-day'],
    ['Rock ’n’ Roll', 'rock-n-roll'],
    ['ALL CAPS', 'all-caps'],
    ['🎉 Rooftop 🎉 Party', 'rooftop-party'],
  ])('turns %p into %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives an empty slug when the title has no letter or digit', () => {
    expect(slugify('🎉🔥!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
  });

  it('always yields a valid slug or nothing', () => {
    for (const title of ['A & B', '---', 'x', 'ÅÄÖ 123', 'tab\there', 'ｆｕｌｌｗｉｄｔｈ', '2025']) {
      const slug = slugify(title);
      expect(slug === '' || isValidSlug(slug)).toBe(true);
    }
  });
});

describe('isValidSlug', () => {
  it.each(['party', 'summer-bash-2025', 'a', '2025', 'a--b'])('accepts %p', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each([
    '',
    'Party',
    'summer bash',
    'summer_bash',
    '-party',
    'party-',
    'café',
    'a/b',
    'a'.repeat(SLUG_MAX_LENGTH + 1),
  ])('rejects %p', (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });
});

describe('nextAvailableSlug', () => {
  it('keeps the base when it is free', () => {
    expect(nextAvailableSlug('party', new Set(['other']))).toBe('party');
  });

  it('never hands out a slug the API routes use beside /api/events/{slug}', () => {
    expect(nextAvailableSlug('RSVPs with users', new Set())).toBe('rsvps-with-users-2');
    expect(nextAvailableSlug('by-id', new Set())).toBe('by-id-2');
  });

  it('adds -2, -3 … on conflict', () => {
    expect(nextAvailableSlug('party', new Set(['party']))).toBe('party-2');
    expect(nextAvailableSlug('party', new Set(['party', 'party-2', 'party-3']))).toBe('party-4');
  });

  it('slugifies a base that is not a slug yet', () => {
    expect(nextAvailableSlug('Summer Bash', new Set(['summer-bash']))).toBe('summer-bash-2');
  });

  it('falls back to "event" when nothing usable is left', () => {
    expect(nextAvailableSlug('', new Set())).toBe(FALLBACK_SLUG);
    expect(nextAvailableSlug('🎉', new Set([FALLBACK_SLUG]))).toBe(`${FALLBACK_SLUG}-2`);
  });

  it('stays within the maximum length with a suffix', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const next = nextAvailableSlug(base, new Set([base]));
    expect(next).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
    expect(isValidSlug(next)).toBe(true);
  });
});
