import { describe, expect, it } from '@jest/globals';
import type { PublicProfile } from '../../api/actions-api';
import { cached, renderRoute, signedIn, signedOut } from '../../testing/render-route';
import { ProfileCard } from './ProfileCard';

const profile: PublicProfile = {
  user: {
    id: 'u-lena',
    username: 'lena.dances',
    firstName: 'Lena',
    lastName: 'Novak',
    bio: 'Techno at heart.',
    location: 'St. Louis, MO',
    avatar: null,
    instagramHandle: '@lena',
    twitterHandle: null,
    tiktokHandle: null,
    linkedinHandle: null,
    youtubeHandle: null,
    spotifyHandle: null,
    eventTags: ['Techno'],
    nightlifeLevel: 'Connected',
    isPromoter: false,
    isVerified: true,
    themeId: null,
    createdAt: '2025-03-05T12:00:00.000Z',
  },
  stats: { events: 2, rsvps: 7, going: 5, maybe: 1, cantGo: 1 },
  rsvps: [
    {
      response: 'going',
      eventTitle: 'Neon Static',
      eventSlug: 'neon-static',
      eventDate: 'MARCH 5, 2030',
      eventStatus: 'upcoming',
    },
  ],
  hosting: [
    { eventTitle: 'Lena Live', eventSlug: 'lena-live', eventDate: 'APRIL 1, 2030', eventStatus: 'upcoming' },
    { eventTitle: 'Lena Before', eventSlug: 'lena-before', eventDate: 'APRIL 1, 2020', eventStatus: 'past' },
  ],
};

const render = (seeds: Parameters<typeof renderRoute>[3], shown: PublicProfile = profile) =>
  renderRoute('/:username', `/${shown.user.username}`, () => <ProfileCard profile={shown} />, seeds);

describe('public profile card', () => {
  it('shows who the user is, their stats, level, tags, socials and RSVP tabs', async () => {
    const html = await render([signedOut]);
    expect(html).toContain('Lena Novak');
    expect(html).toContain('aria-label="Verified"');
    expect(html).toContain('@lena.dances');
    expect(html).toContain('Techno at heart.');
    expect(html).toContain('Joined March 2025');
    expect(html).toContain('St. Louis, MO');
    expect(html).toContain('Techno');
    expect(html).not.toContain('Music Lover');
    expect(html).toMatch(/<dt>Events<\/dt><dd>2<\/dd>/);
    expect(html).toMatch(/<dt>RSVPs<\/dt><dd>7<\/dd>/);
    expect(html).toContain('Connected</span>');
    expect(html).toContain('href="https://instagram.com/lena"');
    expect(html).not.toContain('TikTok');
    expect(html).toContain('Upcoming Events (5)');
    expect(html).toContain('Past Events (2)');
    // The "Events 2" stat has its tab, the first and open one: the events she hosts.
    expect(html).toMatch(/aria-selected="true"[^>]*>Hosting \(2\)</);
    expect(html).toContain('href="/event/lena-live"');
    expect(html).toContain('Share Profile');
  });

  it('has no Hosting tab for someone who hosts nothing, and opens on their going RSVPs', async () => {
    const guest = { ...profile, stats: { ...profile.stats, events: 0 }, hosting: [] };
    const html = await render([signedOut], guest);
    expect(html).not.toContain('Hosting (');
    // It opens on Upcoming Events, each RSVP a link to its event.
    expect(html).toContain('href="/event/neon-static"');
  });

  it('offers a visitor Connect, and a promoter’s profile Book Event', async () => {
    expect(await render([signedOut])).toMatch(/>Connect<\/button>/);
    const promoter = { ...profile, user: { ...profile.user, isPromoter: true } };
    expect(await render([signedOut], promoter)).toContain('Book Event');
  });

  it('shows the owner Edit Profile, leading to the profile editor', async () => {
    const owner = { ...profile, user: { ...profile.user, id: 'u-me' } };
    const html = await render([signedIn], owner);
    expect(html).toContain('href="/dashboard?tab=profile"');
    expect(html).toContain('Edit Profile');
  });

  it('shows a signed-in viewer the status the server reports', async () => {
    const connected = cached('getConnectionStatus', { userId: 'u-lena' }, { status: 'accepted' });
    expect(await render([signedIn, connected])).toContain('✓ Connected');
  });
});
