import { zonedDeadlineText } from '@nightlife/domain';
import { browserTimeZone, type EventFormState } from './event-form.model';

// The event form's draft (issue 22 §5): the form's unsaved state, kept on this device so a crash,
// a closed tab or a link followed by mistake loses nothing. The rules are here, as pure functions;
// useEventDraft reads and writes the browser's storage with them.

/** How long a draft is kept on this device: a week from its last change. */
export const EVENT_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const KEY_PREFIX = 'nightlife.eventDraft.';
const VERSION = 1;

/** One draft: the form as it was left, and the form as it had opened (what the changes are from). */
export interface EventDraft {
  version: typeof VERSION;
  /** When it was last written, in ms since the epoch. */
  savedAt: number;
  base: EventFormState;
  form: EventFormState;
}

/** The draft's storage key: one per user and per event ('new' for an event not created yet). */
export function eventDraftKey(userId: string, eventId: string | null): string {
  return `${KEY_PREFIX}${userId}.${eventId ?? 'new'}`;
}

export function isEventDraftKey(key: string): boolean {
  return key.startsWith(KEY_PREFIX);
}

/** Equal form values: strings, booleans, lists and the rows in them. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** A value the form can hold where `like` is: the same type, a list of rows shaped like its rows. */
function sameShape(value: unknown, like: unknown): boolean {
  if (Array.isArray(like)) {
    return Array.isArray(value) && (like.length === 0 || value.every((item) => sameShape(item, like[0])));
  }
  if (typeof like === 'object' && like !== null) {
    return (
      typeof value === 'object' &&
      value !== null &&
      Object.entries(like).every(([key, inner]) => sameShape((value as Record<string, unknown>)[key], inner))
    );
  }
  return typeof value === typeof like;
}

/** The form differs from how it opened: only then is there work to keep, and to ask about on leaving. */
export function isFormDirty(form: EventFormState, initial: EventFormState): boolean {
  return !same(form, initial);
}

/**
 * What to keep on this device for the form as it is now: every field as typed, uploaded flyers by
 * their published address (they are on the server from the upload on), the form it opened as;
 * or null when nothing changed, and a draft kept before is to be removed.
 */
export function draftToKeep(form: EventFormState, initial: EventFormState, now: Date): EventDraft | null {
  if (!isFormDirty(form, initial)) return null;
  return { version: VERSION, savedAt: now.getTime(), base: initial, form };
}

/** A stored draft (its JSON), while it can still be used: this version, at most a week old. */
export function parseEventDraft(raw: string | null, now: Date): EventDraft | null {
  if (!raw) return null;
  let draft: Partial<EventDraft>;
  try {
    draft = JSON.parse(raw) as Partial<EventDraft>;
  } catch {
    return null;
  }
  if (typeof draft !== 'object' || draft === null || draft.version !== VERSION) return null;
  if (typeof draft.savedAt !== 'number' || !Number.isFinite(draft.savedAt)) return null;
  if (now.getTime() - draft.savedAt > EVENT_DRAFT_MAX_AGE_MS) return null;
  if (typeof draft.form !== 'object' || draft.form === null) return null;
  if (typeof draft.base !== 'object' || draft.base === null) return null;
  return draft as EventDraft;
}

/**
 * The form a draft restores over the form as it opens now: a field the host changed in the draft
 * takes the draft's value, any other the current one (so an event saved elsewhere since keeps
 * those changes, and a field added since keeps its default). A value of the wrong type is not
 * restored. Null when restoring would change nothing.
 */
export function restoredForm(initial: EventFormState, draft: EventDraft): EventFormState | null {
  const saved = draft.form as unknown as Record<string, unknown>;
  const base = draft.base as unknown as Record<string, unknown>;
  const restored = Object.fromEntries(
    Object.entries(initial).map(([field, current]) => {
      const value = saved[field];
      const changed = !same(value, base[field]);
      return [field, changed && sameShape(value, current) ? value : current];
    }),
  ) as unknown as EventFormState;
  return isFormDirty(restored, initial) ? restored : null;
}

/** When the draft was last changed, as the offer words it: '11:15 PM', or '11:15 PM, Sun, Nov 29'. */
export function draftTimeText(savedAt: number, now: Date, timeZone = browserTimeZone()): string {
  return zonedDeadlineText(new Date(savedAt), timeZone, now);
}
