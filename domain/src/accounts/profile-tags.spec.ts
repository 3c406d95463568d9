import { DEFAULT_EVENT_TAGS, displayTags } from './profile-tags.js';
import { avatarInitial, displayName } from './user.js';

describe('profile tags', () => {
  it('shows the defaults when the user chose none', () => {
    expect(displayTags([])).toEqual(['Music Lover', 'Night Owl', 'Social']);
    expect(DEFAULT_EVENT_TAGS).toHaveLength(3);
  });

  it('shows at most 4 of the user’s own', () => {
    expect(displayTags(['Techno', 'House', 'Afters', 'Rooftops', 'Jazz'])).toEqual([
      'Techno',
      'House',
      'Afters',
      'Rooftops',
    ]);
  });
});

describe('displayName', () => {
  it('is the first and last name, else the username', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'nightowl' })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ firstName: 'Ada', lastName: ' ', username: 'nightowl' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: '', username: 'nightowl' })).toBe('nightowl');
  });
});

describe('avatarInitial', () => {
  it('takes the first name, else the username, upper-cased', () => {
    expect(avatarInitial({ firstName: 'nova', username: 'dj_x' })).toBe('N');
    expect(avatarInitial({ firstName: '  ', username: 'dj_x' })).toBe('D');
    expect(avatarInitial({ firstName: 'Lena', username: 'lena.dances' })).toBe('L');
    expect(avatarInitial({ firstName: ' ', username: 'zed' })).toBe('Z');
  });
});
