import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { draftToKeep, isEventDraftKey, parseEventDraft, restoredForm } from '../event-draft.model';
import type { EventFormState } from '../event-form.model';

/** A draft found on opening the form, until the host restores or discards it. */
export interface DraftOffer {
  savedAt: number;
  form: EventFormState;
}

// The browser's storage can be missing, full or refused (private windows): a draft is a
// courtesy, so the form then works as it would without one.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not kept: see above.
  }
}

/** Removes the drafts of any user and event that have expired (or cannot be read). */
function sweepExpired(now: Date): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key && isEventDraftKey(key) && !parseEventDraft(read(key), now)) write(key, null);
    }
  } catch {
    // Nothing to sweep.
  }
}

/**
 * The host's answer to each draft offer in this page: the form may mount again while the page's
 * data loads, and must then neither ask again nor lose a draft it restored.
 */
const answers = new Map<string, 'restored' | 'set aside'>();

/** The values the form opens with: `initial`, or the draft the host already restored in this page. */
export function formToOpen(key: string, initial: EventFormState): EventFormState {
  return answers.get(key) === 'restored' ? (offerOf(key, initial)?.form ?? initial) : initial;
}

/** What a draft stored under `key` restores over `initial`, if anything. */
function offerOf(key: string, initial: EventFormState): DraftOffer | null {
  const draft = parseEventDraft(read(key), new Date());
  const form = draft && restoredForm(initial, draft);
  return draft && form ? { savedAt: draft.savedAt, form } : null;
}

/**
 * The event form's draft in localStorage under `key` (eventDraftKey): written on every change
 * while the form differs from how it opened, removed when it no longer does. A draft found on
 * opening is offered (`offer`) and left as it is until the host changes something; `discard` and
 * `clear` (after a save) remove it.
 */
export function useEventDraft(key: string, initial: EventFormState, form: EventFormState) {
  const [offer, setOffer] = useState<DraftOffer | null>(() =>
    answers.has(key) ? null : offerOf(key, initial),
  );
  const opened = useRef(form);

  useEffect(() => sweepExpired(new Date()), []);

  // A layout effect: the draft is written in the same task as the change, so a reload or a
  // closed tab right after typing keeps it (a passive effect may run a frame later).
  useLayoutEffect(() => {
    // Nothing changed since the page opened: a stored draft stays for the offer to answer.
    if (form === opened.current) return;
    const draft = draftToKeep(form, initial, new Date());
    write(key, draft && JSON.stringify(draft));
  }, [key, initial, form]);

  const clear = useCallback(() => {
    write(key, null);
    answers.delete(key);
  }, [key]);
  const discard = useCallback(() => {
    write(key, null);
    answers.set(key, 'set aside');
    setOffer(null);
  }, [key]);
  /** Closes the offer; the draft stays stored until the form changes. */
  const dismiss = useCallback(() => {
    answers.set(key, 'set aside');
    setOffer(null);
  }, [key]);
  /** Closes the offer after the form took the draft's values (kept if the form mounts again). */
  const restored = useCallback(() => {
    answers.set(key, 'restored');
    setOffer(null);
  }, [key]);
  return { offer, dismiss, discard, restored, clear };
}
