import { groupRecipients, type RecipientGroup } from '@nightlife/domain';
import { allSelected, toggleAll, toggleOne } from '../shared/selection';
import { ANNOUNCEMENT_TEXTS, canSend, deliverySummary, sendFailedMessage } from './announcement-form';

const rsvps = [
  { id: 'a', response: 'going', status: 'confirmed' },
  { id: 'b', response: 'going', status: 'checked_in' },
  { id: 'c', response: 'maybe', status: 'confirmed' },
  { id: 'd', response: 'cant_go', status: 'confirmed' },
];

describe('the Send Announcement form', () => {
  it('can send only with a non-blank message and a recipient', () => {
    expect(canSend('  ', new Set(['a']))).toBe(false);
    expect(canSend('Hi', new Set())).toBe(false);
    expect(canSend(' Hi ', new Set(['a']))).toBe(true);
  });

  // What the group picker does: the group's members from the domain, then toggleAll on their ids.
  const groups = groupRecipients(rsvps);
  const toggleGroup = (group: RecipientGroup, selected: ReadonlySet<string>) =>
    toggleAll(
      selected,
      groups[group].map((rsvp) => rsvp.id),
    );

  it('selects a whole group with its toggle, and clears it when all were selected', () => {
    const going = toggleGroup('going', new Set(['c']));
    expect([...going].sort()).toEqual(['a', 'b', 'c']);
    expect(allSelected(going, ['a', 'b'])).toBe(true);
    expect([...toggleGroup('going', going)]).toEqual(['c']);
    expect([...toggleGroup('not-checked-in', new Set())]).toEqual(['a']);
    expect([...toggleGroup('cant-go', new Set())]).toEqual(['d']);
    expect(allSelected(new Set(), [])).toBe(false);
  });

  it('toggles one recipient', () => {
    expect([...toggleOne(new Set(), 'a')]).toEqual(['a']);
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
  });

  it("shows the server's message on failure, else the spec's fallback", () => {
    expect(
      sendFailedMessage({
        kind: 'http',
        status: 429,
        code: 'ANNOUNCEMENT.DAILY_LIMIT',
        detail: 'This event has sent its 10 announcements for the last 24 hours. Please try again later.',
        fieldErrors: [],
      }),
    ).toMatch(/10 announcements/);
    expect(sendFailedMessage({ kind: 'network' })).toBe(ANNOUNCEMENT_TEXTS.failedFallback);
    expect(sendFailedMessage({ kind: 'http', status: 500, code: null, detail: null, fieldErrors: [] })).toBe(
      ANNOUNCEMENT_TEXTS.failedFallback,
    );
  });

  it('summarises the delivery counts, naming queued and failed only when there are any', () => {
    expect(deliverySummary({ queued: 0, delivered: 3, emailed: 2, failed: 0, read: 1 })).toEqual([
      '3 delivered',
      '1 read',
      '2 emailed',
    ]);
    expect(deliverySummary({ queued: 4, delivered: 0, emailed: 0, failed: 1, read: 0 })).toContain(
      '4 queued',
    );
  });
});
