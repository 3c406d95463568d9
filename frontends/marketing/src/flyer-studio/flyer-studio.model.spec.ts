import { describe, expect, it } from '@jest/globals';
import { isPhone, previewAspectRatio, promptPosition } from './flyer-studio.model';

describe('prompt viewer position', () => {
  it('disables Previous at the first style and Next at the last', () => {
    expect(promptPosition(0)).toEqual({ canGoPrevious: false, canGoNext: true, label: 'Style 1 of 3' });
    expect(promptPosition(1)).toEqual({ canGoPrevious: true, canGoNext: true, label: 'Style 2 of 3' });
    expect(promptPosition(2)).toEqual({ canGoPrevious: true, canGoNext: false, label: 'Style 3 of 3' });
  });
});

describe('isPhone', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', false],
  ])('%s → %s', (userAgent, phone) => {
    expect(isPhone(userAgent)).toBe(phone);
  });
});

describe('previewAspectRatio', () => {
  it('follows the chosen flyer size, square by default', () => {
    expect(previewAspectRatio('1792x1024')).toBe('1792 / 1024');
    expect(previewAspectRatio('1024x1792')).toBe('1024 / 1792');
    expect(previewAspectRatio('')).toBe('1024 / 1024');
  });
});
