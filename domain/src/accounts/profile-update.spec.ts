import { aUser } from '../testing/user-fixture.js';
import { checkAccountUpdate, checkProfileUpdate } from './profile-update.js';

describe('checkProfileUpdate', () => {
  const current = aUser({ avatar: '/objects/avatars/u1.webp' });

  it('changes only the fields sent, normalised', () => {
    expect(
      checkProfileUpdate(
        {
          firstName: ' Nova ',
          bio: '  Techno at heart  ',
          instagramHandle: 'nova',
          linkedinHandle: '',
          eventTags: [' Techno ', 'techno', 'Rooftop   Parties'],
          themeId: 'neon-nights',
          isPromoter: true,
        },
        current,
      ),
    ).toEqual({
      ok: true,
      changes: {
        firstName: 'Nova',
        bio: 'Techno at heart',
        instagramHandle: '@nova',
        linkedinHandle: null,
        eventTags: ['Techno', 'Rooftop Parties'],
        themeId: 'neon-nights',
        isPromoter: true,
      },
    });
  });

  it('needs a first and a last name, with the setup screen’s text', () => {
    expect(checkProfileUpdate({ firstName: ' ', lastName: '' }, current)).toEqual({
      ok: false,
      errors: [
        { field: 'firstName', message: 'Please enter your first and last name' },
        { field: 'lastName', message: 'Please enter your first and last name' },
      ],
    });
  });

  it('caps the bio at 300 characters, counted as the user sees them', () => {
    expect(checkProfileUpdate({ bio: '🎉'.repeat(300) }, current).ok).toBe(true);
    expect(checkProfileUpdate({ bio: 'x'.repeat(301) }, current)).toEqual({
      ok: false,
      errors: [{ field: 'bio', message: 'Bio must be at most 300 characters' }],
    });
  });

  it('caps the location at 100 characters, and clears it when blank', () => {
    expect(checkProfileUpdate({ location: '  ' }, current)).toEqual({
      ok: true,
      changes: { location: null },
    });
    expect(checkProfileUpdate({ location: 'x'.repeat(101) }, current)).toEqual({
      ok: false,
      errors: [{ field: 'location', message: 'Location must be at most 100 characters' }],
    });
  });

  it('allows at most 4 distinct tags of up to 30 characters', () => {
    expect(checkProfileUpdate({ eventTags: ['a', 'b', 'c', 'd', 'A'] }, current).ok).toBe(true);
    expect(checkProfileUpdate({ eventTags: ['a', 'b', 'c', 'd', 'e'] }, current)).toEqual({
      ok: false,
      errors: [{ field: 'eventTags', message: 'Choose at most 4 tags' }],
    });
    expect(checkProfileUpdate({ eventTags: ['x'.repeat(31)] }, current)).toEqual({
      ok: false,
      errors: [{ field: 'eventTags', message: 'Each tag must be at most 30 characters' }],
    });
  });

  it('accepts only themes of the catalogue (or none)', () => {
    expect(checkProfileUpdate({ themeId: null }, current)).toEqual({ ok: true, changes: { themeId: null } });
    expect(checkProfileUpdate({ themeId: 'no-such-theme' }, current)).toEqual({
      ok: false,
      errors: [{ field: 'themeId', message: 'Unknown theme' }],
    });
  });

  it('keeps or removes the avatar, but never points it at an address that was not uploaded', () => {
    expect(checkProfileUpdate({ avatar: '/objects/avatars/u1.webp' }, current).ok).toBe(true);
    expect(checkProfileUpdate({ avatar: null }, current)).toEqual({ ok: true, changes: { avatar: null } });
    expect(checkProfileUpdate({ avatar: 'https://tracker.example/pixel.gif' }, current)).toEqual({
      ok: false,
      errors: [{ field: 'avatar', message: 'Upload a picture to change your avatar' }],
    });
  });

  it('applies the signup rules to a new username and email', () => {
    expect(checkProfileUpdate({ username: 'dashboard', email: 'not-an-email' }, current)).toEqual({
      ok: false,
      errors: [
        { field: 'username', message: 'This username is not available' },
        { field: 'email', message: 'Please enter a valid email' },
      ],
    });
    expect(checkProfileUpdate({ username: ' nightowl ', email: ' Ada@Example.COM ' }, current)).toEqual({
      ok: true,
      changes: { username: 'nightowl', email: 'ada@example.com' },
    });
  });

  it('refuses an invalid handle with the platform’s name', () => {
    expect(checkProfileUpdate({ youtubeHandle: 'javascript:alert(1)' }, current)).toEqual({
      ok: false,
      errors: [{ field: 'youtubeHandle', message: 'Enter a valid YouTube handle' }],
    });
  });
});

describe('checkAccountUpdate', () => {
  it('checks email, phone number and theme', () => {
    expect(checkAccountUpdate({ email: 'A@B.co', phoneNumber: ' ', themeId: 'clean' })).toEqual({
      ok: true,
      changes: { email: 'a@b.co', phoneNumber: null, themeId: 'clean' },
    });
    expect(checkAccountUpdate({ phoneNumber: 'call me' })).toEqual({
      ok: false,
      errors: [{ field: 'phoneNumber', message: 'Please enter a valid phone number' }],
    });
  });
});
