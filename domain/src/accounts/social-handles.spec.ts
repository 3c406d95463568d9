import { SOCIAL_PLATFORMS, normalizeSocialHandle, socialLink } from './social-handles.js';

describe('social handles', () => {
  it('lists the six platforms the profile shows, in order', () => {
    expect(SOCIAL_PLATFORMS.map((platform) => platform.label)).toEqual([
      'Instagram',
      'X',
      'TikTok',
      'LinkedIn',
      'YouTube',
      'Spotify',
    ]);
  });

  it.each(['instagramHandle', 'twitterHandle', 'tiktokHandle'] as const)(
    'gives %s an @ prefix, whether or not one was typed',
    (field) => {
      expect(normalizeSocialHandle(field, 'dj.nova_1')).toEqual({ ok: true, value: '@dj.nova_1' });
      expect(normalizeSocialHandle(field, '  @dj.nova_1 ')).toEqual({ ok: true, value: '@dj.nova_1' });
    },
  );

  it.each(['linkedinHandle', 'youtubeHandle', 'spotifyHandle'] as const)(
    'keeps %s without a prefix',
    (field) => {
      expect(normalizeSocialHandle(field, ' nova-reyes ')).toEqual({ ok: true, value: 'nova-reyes' });
    },
  );

  it('accepts an https address on the platform itself for LinkedIn, YouTube and Spotify', () => {
    const url = 'https://www.linkedin.com/in/nova-reyes';
    expect(normalizeSocialHandle('linkedinHandle', url)).toEqual({ ok: true, value: url });
    expect(normalizeSocialHandle('spotifyHandle', 'https://open.spotify.com/user/abc123')).toEqual({
      ok: true,
      value: 'https://open.spotify.com/user/abc123',
    });
  });

  it.each([
    ['linkedinHandle', 'https://evil.example/in/nova'],
    ['linkedinHandle', 'http://linkedin.com/in/nova'],
    ['youtubeHandle', 'javascript:alert(1)'],
    ['instagramHandle', '@@double'],
    ['instagramHandle', 'has space'],
    ['twitterHandle', '<script>'],
  ] as const)('refuses %s %p', (field, value) => {
    expect(normalizeSocialHandle(field, value)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Enter a valid/),
    });
  });

  it('treats blank as no handle', () => {
    expect(normalizeSocialHandle('tiktokHandle', '   ')).toEqual({ ok: true, value: null });
  });

  it('caps a handle at 100 characters', () => {
    expect(normalizeSocialHandle('spotifyHandle', 'a'.repeat(101))).toEqual({
      ok: false,
      message: 'Spotify must be at most 100 characters',
    });
  });

  it('links each button to the platform', () => {
    expect(socialLink('instagramHandle', '@nova')).toBe('https://instagram.com/nova');
    expect(socialLink('twitterHandle', '@nova')).toBe('https://x.com/nova');
    expect(socialLink('tiktokHandle', '@nova')).toBe('https://www.tiktok.com/@nova');
    expect(socialLink('linkedinHandle', 'nova')).toBe('https://www.linkedin.com/in/nova');
    expect(socialLink('youtubeHandle', 'https://youtube.com/@nova')).toBe('https://youtube.com/@nova');
    expect(socialLink('spotifyHandle', null)).toBeNull();
    // A stored value that is neither (older data) never becomes a link elsewhere.
    expect(socialLink('linkedinHandle', 'https://evil.example/x')).toBeNull();
  });
});
