import {
  canSeeGallery,
  canSeeGuestList,
  canSeeLocation,
  hiddenLocationText,
  visibleGalleryImages,
} from './event-visibility.js';

describe('canSeeLocation', () => {
  const hidden = { hideLocationUntilRsvp: true, hostId: 'host' };
  const open = { hideLocationUntilRsvp: false, hostId: 'host' };

  it('shows a location that is not hidden to everyone', () => {
    expect(canSeeLocation(open, { userId: null, hasRsvp: false })).toBe(true);
    expect(canSeeLocation(open, { userId: 'u1', hasRsvp: false })).toBe(true);
  });

  it('hides a hidden location from visitors and from users without an RSVP', () => {
    expect(canSeeLocation(hidden, { userId: null, hasRsvp: false })).toBe(false);
    expect(canSeeLocation(hidden, { userId: 'u1', hasRsvp: false })).toBe(false);
  });

  it('shows a hidden location after the user RSVPd, and always to the host', () => {
    expect(canSeeLocation(hidden, { userId: 'u1', hasRsvp: true })).toBe(true);
    expect(canSeeLocation(hidden, { userId: 'host', hasRsvp: false })).toBe(true);
  });

  it('never shows it to a signed-out caller, whatever hasRsvp says', () => {
    expect(canSeeLocation(hidden, { userId: null, hasRsvp: true })).toBe(false);
  });

  it('words the hint by sign-in state', () => {
    expect(hiddenLocationText(true)).toBe('RSVP to see location');
    expect(hiddenLocationText(false)).toBe('Sign up & RSVP to see location');
  });
});

describe('guest list and gallery', () => {
  it('are for signed-in users only', () => {
    expect(canSeeGuestList({ userId: null })).toBe(false);
    expect(canSeeGuestList({ userId: 'u1' })).toBe(true);
    expect(canSeeGallery({ userId: null })).toBe(false);
    expect(canSeeGallery({ userId: 'u1' })).toBe(true);
  });

  it('drop stock and placeholder images, keeping order', () => {
    expect(
      visibleGalleryImages([
        'https://cdn.example/a.jpg',
        'https://app.example/public-objects/stock.jpg',
        'https://cdn.example/placeholder.png',
        'https://cdn.example/img/placeholder-2.jpg',
        'https://cdn.example/b.jpg',
      ]),
    ).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg']);
  });
});
