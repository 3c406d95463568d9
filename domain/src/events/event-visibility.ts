export interface Viewer {
  /** null for a signed-out visitor. */
  userId: string | null;
  /** Whether the viewer has an RSVP to this event. */
  hasRsvp: boolean;
}

/** A hidden location shows only to the host and to signed-in users who have RSVP'd. */
export function canSeeLocation(
  event: { hideLocationUntilRsvp: boolean; hostId: string },
  viewer: Viewer,
): boolean {
  if (!event.hideLocationUntilRsvp) return true;
  if (viewer.userId === null) return false;
  return viewer.userId === event.hostId || viewer.hasRsvp;
}

/** What the page shows instead of a hidden location (spec 1 §2). */
export function hiddenLocationText(signedIn: boolean): string {
  return signedIn ? 'RSVP to see location' : 'Sign up & RSVP to see location';
}

/** The guest list is for signed-in users only. */
export function canSeeGuestList(viewer: { userId: string | null }): boolean {
  return viewer.userId !== null;
}

/** The gallery is locked for signed-out visitors, like the guest list. */
export function canSeeGallery(viewer: { userId: string | null }): boolean {
  return viewer.userId !== null;
}

/** Drops stock and placeholder images (spec 1 §2): addresses containing '/public-objects/' or 'placeholder'. */
export function visibleGalleryImages(urls: readonly string[]): string[] {
  return urls.filter((url) => !url.includes('/public-objects/') && !url.includes('placeholder'));
}
