import { describe, expect, it } from '@jest/globals';
import { connectedSince, pageButtons } from './contacts.model';

describe('contacts pagination', () => {
  it('shows every page up to 5', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most 5 buttons around the current page, clamped at both ends', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows one button for an empty list', () => {
    expect(pageButtons(1, 0)).toEqual([1]);
  });

  it('says since when a contact is connected', () => {
    expect(connectedSince('2025-03-05T12:00:00Z')).toBe('Connected Mar 5, 2025');
  });
});
