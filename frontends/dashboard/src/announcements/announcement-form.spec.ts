import {
  ANNOUNCEMENT_TEXTS,
  canSend,
  deliverySummary,
  isGroupSelected,
  sendFailedMessage,
  toggleGroup,
  toggleOne,
} from './announcement-form';

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

  it('selects a whole group with its toggle, and clears it when all were selected', () => {
    const going = toggleGroup(rsvps, 'going', new Set(['c']));
    expect([...going].sort()).toEqual(['a', 'b', 'c']);
    expect(isGroupSelected(rsvps.slice(0, 2), going)).toBe(true);
    expect([...toggleGroup(rsvps, 'going', going)]).toEqual(['c']);
    expect([...toggleGroup(rsvps, 'not-checked-in', new Set())]).toEqual(['a']);
    expect([...toggleGroup(rsvps, 'cant-go', new Set())]).toEqual(['d']);
    expect(isGroupSelected([], new Set())).toBe(false);
  });

  it('toggles one recipient', () => {
    expect([...toggleOne('a', new Set())]).toEqual(['a']);
    expect([...toggleOne('a', new Set(['a']))]).toEqual([]);
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
