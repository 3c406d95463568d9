import {
  EVENT_DRAFT_MAX_AGE_MS,
  draftTimeText,
  draftToKeep,
  eventDraftKey,
  isEventDraftKey,
  isFormDirty,
  parseEventDraft,
  restoredForm,
} from './event-draft.model';
import { newEventForm, withTitle, type EventFormState } from './event-form.model';

const now = new Date('2026-11-28T21:40:00Z');
const blank = newEventForm({}, 'America/Chicago');
const FLYER = '/uploads/media/u1/0193f0aa/full.webp';

/** The draft of `form` over `base`, as stored and read back. */
function storedDraft(form: EventFormState, base = blank, at = now) {
  const draft = draftToKeep(form, base, at);
  if (!draft) throw new Error('expected a draft');
  return parseEventDraft(JSON.stringify(draft), now);
}

describe('event form draft', () => {
  it('is keyed per user and per event, a new event under "new"', () => {
    expect(eventDraftKey('u1', null)).toBe('nightlife.eventDraft.u1.new');
    expect(eventDraftKey('u1', 'e7')).toBe('nightlife.eventDraft.u1.e7');
    expect(eventDraftKey('u2', 'e7')).not.toBe(eventDraftKey('u1', 'e7'));
    expect(isEventDraftKey(eventDraftKey('u1', 'e7'))).toBe(true);
    expect(isEventDraftKey('nightlife.splashSeen')).toBe(false);
  });

  it('is dirty only when a value differs from how the form opened, lists and rows included', () => {
    expect(isFormDirty({ ...blank }, blank)).toBe(false);
    expect(isFormDirty(withTitle(blank, 'Neon'), blank)).toBe(true);
    // Typed, then typed back: nothing to keep.
    expect(isFormDirty(withTitle(withTitle(blank, 'Neon'), ''), blank)).toBe(false);
    const rows = blank.reminderHours.map((row, i) => (i === 0 ? { ...row, on: !row.on } : row));
    expect(isFormDirty({ ...blank, reminderHours: rows }, blank)).toBe(true);
  });

  it('keeps every field and the uploaded flyer by its address, with the form it opened as', () => {
    const form = { ...withTitle(blank, 'Neon Static'), price: '$20', flyerImageUrl: FLYER };
    const draft = draftToKeep(form, blank, now);
    expect(draft).toEqual({ version: 1, savedAt: now.getTime(), base: blank, form });
    // Nothing changed: nothing to keep (a kept draft is removed).
    expect(draftToKeep(blank, blank, now)).toBeNull();
  });

  it('is read back for a week, then expires; anything else stored there is ignored', () => {
    const form = withTitle(blank, 'Neon');
    const raw = (at: Date) => JSON.stringify(draftToKeep(form, blank, at));
    const weekAgo = new Date(now.getTime() - EVENT_DRAFT_MAX_AGE_MS);
    expect(parseEventDraft(raw(weekAgo), now)?.form.title).toBe('Neon');
    expect(parseEventDraft(raw(new Date(weekAgo.getTime() - 1)), now)).toBeNull();
    expect(parseEventDraft(null, now)).toBeNull();
    expect(parseEventDraft('{not json', now)).toBeNull();
    expect(parseEventDraft('"text"', now)).toBeNull();
    expect(parseEventDraft(JSON.stringify({ version: 2, savedAt: now.getTime() }), now)).toBeNull();
    expect(
      parseEventDraft(JSON.stringify({ version: 1, savedAt: 'today', form, base: blank }), now),
    ).toBeNull();
    expect(
      parseEventDraft(JSON.stringify({ version: 1, savedAt: now.getTime(), base: blank }), now),
    ).toBeNull();
  });

  it('restores what the host changed, flyer included, over the form as it opens now', () => {
    const draft = storedDraft({ ...withTitle(blank, 'Neon Static'), flyerImageUrl: FLYER });
    const restored = restoredForm(blank, draft!);
    expect(restored).toEqual({
      ...blank,
      title: 'Neon Static',
      slug: 'neon-static',
      flyerImageUrl: FLYER,
    });
  });

  it("keeps an edited event's newer saved values in the fields the draft did not change", () => {
    const opened = { ...blank, title: 'Neon', price: '$10' };
    const draft = storedDraft({ ...opened, tagline: 'Till sunrise' }, opened);
    // Saved elsewhere since: a new price.
    const current = { ...opened, price: '$15' };
    expect(restoredForm(current, draft!)).toEqual({ ...current, tagline: 'Till sunrise' });
  });

  it('restores no value of the wrong type, and nothing when nothing would change', () => {
    const tampered = {
      ...draftToKeep(withTitle(blank, 'Neon'), blank, now)!,
      form: { ...withTitle(blank, 'Neon'), unlimitedSpots: 'yes', reminderHours: [{ on: 'x' }] },
    };
    const draft = parseEventDraft(JSON.stringify(tampered), now)!;
    expect(restoredForm(blank, draft)).toEqual(withTitle(blank, 'Neon'));
    // The draft's one change is what the form already holds.
    expect(restoredForm(withTitle(blank, 'Neon'), storedDraft(withTitle(blank, 'Neon'))!)).toBeNull();
  });

  it("says when it was left: the time today, with the day before today, in the device's zone", () => {
    const zone = 'America/Chicago';
    expect(draftTimeText(now.getTime() - 5 * 60_000, now, zone)).toBe('3:35 PM');
    expect(draftTimeText(now.getTime() - 24 * 3600_000, now, zone)).toBe('3:40 PM, Fri, Nov 27');
  });
});
