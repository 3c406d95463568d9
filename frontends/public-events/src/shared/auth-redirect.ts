/** Pages of an event that need a signed-in user. */
export type GatedEventPage = 'rsvp' | 'ticket';

/** Path of a gated event page. */
export function eventPagePath(slug: string, page?: GatedEventPage): string {
  const base = `/event/${encodeURIComponent(slug)}`;
  return page ? `${base}/${page}` : base;
}

/** Spec 1 §2: signed-out visitors go to the attendee signup, which brings them back afterwards. */
export function signupRedirectPath(slug: string, page?: GatedEventPage): string {
  return signupRedirectTo(eventPagePath(slug, page));
}

/** The attendee signup, bringing the visitor back to `path` (a same-origin path) afterwards. */
export function signupRedirectTo(path: string): string {
  return `/attendee-signup?redirect=${path}`;
}

/** Path of a +1 link (ADR 0029): the page where a friend claims the place. */
export function invitePath(slug: string, code: string): string {
  return `${eventPagePath(slug)}/invite/${encodeURIComponent(code)}`;
}
