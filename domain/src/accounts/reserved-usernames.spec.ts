import { validateSignup } from './signup-validation.js';
import { isReservedUsername } from './reserved-usernames.js';

describe('reserved usernames', () => {
  // First path segments of the route table (spec 2 §2.1) and the paths the app serves.
  it.each([
    'events',
    'event',
    'attendee-signup',
    'login',
    'signup',
    'profile-setup',
    'verification',
    'dashboard',
    'about',
    'team',
    'partnerships',
    'contact',
    'flyer-studio',
    'party-tag',
    'hookah-service',
    'terms',
    'qr',
    'loading',
    'api',
    'remotes',
    'remotes.json',
    'assets',
    'static',
    'admin',
    'uploads',
    'public-objects',
  ])('%s is reserved, in any letter case', (name) => {
    expect(isReservedUsername(name)).toBe(true);
    expect(isReservedUsername(name.toUpperCase())).toBe(true);
  });

  it.each(['mf-manifest.json', 'remoteEntry.js', 'main.3f2a.css', 'logo.PNG', 'shell.html'])(
    '%s looks like a file the shell serves from the root, so it is reserved',
    (name) => {
      expect(isReservedUsername(name)).toBe(true);
    },
  );

  it('leaves ordinary names free', () => {
    expect(isReservedUsername('party_girl')).toBe(false);
    expect(isReservedUsername('events2025')).toBe(false);
    expect(isReservedUsername('dj.jsmith')).toBe(false);
    expect(isReservedUsername('a.b.c')).toBe(false);
  });

  it('makes signup refuse a name that would shadow a route', () => {
    const errors = validateSignup(
      { username: 'Dashboard', firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'longenough' },
      'attendee',
    );
    expect(errors).toEqual([{ field: 'username', message: 'This username is not available' }]);
  });
});
