import { aUser } from '../testing/user-fixture.js';
import { joinedText, toOwnProfileView, toPublicProfileUser } from './public-profile.js';

describe('public profile', () => {
  const user = aUser({
    email: 'secret@example.com',
    phoneNumber: '+1 314 555 0100',
    passwordHash: 'argon2id$secret',
    instagramHandle: '@ada',
    eventTags: ['Techno'],
  });

  it('never carries the email, the phone number or the password hash', () => {
    const shown = toPublicProfileUser(user, 0);
    expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(shown)).not.toMatch(/secret|555/);
    expect(shown).toEqual(
      expect.objectContaining({ username: 'NightOwl', instagramHandle: '@ada', eventTags: ['Techno'] }),
    );
  });

  it('derives the nightlife level from the going RSVPs', () => {
    expect(toPublicProfileUser(user, 4).nightlifeLevel).toBe('Newcomer');
    expect(toPublicProfileUser(user, 12).nightlifeLevel).toBe('Social Star');
  });

  it('shows the owner their contact details, but not the password hash', () => {
    const own = toOwnProfileView(user, 0);
    expect(own).toEqual(
      expect.objectContaining({ email: 'secret@example.com', phoneNumber: '+1 314 555 0100' }),
    );
    expect(JSON.stringify(own)).not.toMatch(/argon2id/);
  });

  it('says the month the account was made, in the zone asked for', () => {
    expect(joinedText('2025-03-05T12:00:00.000Z', 'UTC')).toBe('Joined March 2025');
    expect(joinedText('2025-03-31T23:30:00.000Z', 'UTC')).toBe('Joined March 2025');
    expect(joinedText('2025-03-31T23:30:00.000Z', 'Asia/Tokyo')).toBe('Joined April 2025');
  });
});
