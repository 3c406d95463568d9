import { describe, expect, it } from '@jest/globals';
import { avatarInitial } from './profile-form';

describe('avatarInitial', () => {
  it('takes the first name, else the username, upper-cased', () => {
    expect(avatarInitial({ firstName: 'nova', username: 'dj_x' })).toBe('N');
    expect(avatarInitial({ firstName: '  ', username: 'dj_x' })).toBe('D');
  });
});
