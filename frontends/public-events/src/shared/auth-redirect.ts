/** Pages of an event that need a signed-in user. */
export type GatedEventPage = 'rsvp' | 'ticket';

/** Path of a gated event page. */
export function eventPagePath(slug: string, page?: GatedEventPage): string {
  const base = `/event/${encodeURIComponent(slug)}`;
  return page ? `${base}/${page}` : base;
}

/** Spec 1 §2: signed-out visitors go to the attendee signup, which brings them back afterwards. */
export function signupRedirectPath(slug: string, page?: GatedEventPage): string {
  return `/attendee-signup?redirect=${eventPagePath(slug, page)}`;
}
