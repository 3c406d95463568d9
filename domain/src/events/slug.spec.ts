import {
  FALLBACK_SLUG,
  SLUG_MAX_LENGTH,
  isValidSlug,
  nextAvailableSlug,
  privateSlug,
  publicSlugPrefix,
  slugify,
} from './slug.js';

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

describe('privateSlug', () => {
  const id = '019a8f2e-7c41-7d3e-9b2a-4f6c8e1d0a57';

  it('adds -d and the random end of the id to the root', () => {
    expect(privateSlug('Summer Bash', id)).toBe('summer-bash-df6c8e1d0a57');
    expect(privateSlug('', id)).toBe(`${FALLBACK_SLUG}-df6c8e1d0a57`);
  });

  it('is a valid slug within the maximum length', () => {
    const slug = privateSlug('a'.repeat(SLUG_MAX_LENGTH), id);
    expect(slug).toHaveLength(SLUG_MAX_LENGTH);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('never looks like a public slug of the same root (its suffix is not a number)', () => {
    const slug = privateSlug('party', id);
    const publicSlugs = new Set<string>();
    for (let i = 0; i < 50; i++) publicSlugs.add(nextAvailableSlug('party', publicSlugs));
    expect(publicSlugs.has(slug)).toBe(false);
    expect(slug).not.toMatch(/-\d+$/);
  });
});

describe('publicSlugPrefix', () => {
  it('is a prefix of every public slug of the root, suffixed or not', () => {
    const root = 'b'.repeat(SLUG_MAX_LENGTH);
    const taken = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const slug = nextAvailableSlug(root, taken);
      expect(slug.startsWith(publicSlugPrefix(root))).toBe(true);
      taken.add(slug);
    }
  });
});
