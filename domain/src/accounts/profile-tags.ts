import { PROFILE_LIMITS } from './field-limits.js';

/** Spec 2 §2.11: what a profile without tags shows. */
export const DEFAULT_EVENT_TAGS: readonly string[] = ['Music Lover', 'Night Owl', 'Social'];

/** The tags a profile shows: the user's (at most 4), else the defaults. */
export function displayTags(eventTags: readonly string[]): string[] {
  const own = eventTags.slice(0, PROFILE_LIMITS.eventTags);
  return own.length > 0 ? own : [...DEFAULT_EVENT_TAGS];
}
