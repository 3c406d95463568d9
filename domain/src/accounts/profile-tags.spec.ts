import { DEFAULT_EVENT_TAGS, displayTags } from './profile-tags.js';
import { displayName } from './user.js';

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
