import { offerDeadlineText, partyLabel } from './waitlist.model';

describe('the waitlist card', () => {
  it('names the party', () => {
    expect(partyLabel(1)).toBe('just you');
    expect(partyLabel(3)).toBe('a party of 3');
  });

  it("tells an offer's deadline in the event's zone, with the day when it is not today", () => {
    const now = new Date('2026-11-28T20:00:00Z');
    expect(offerDeadlineText('2026-11-28T22:15:00Z', 'Europe/Berlin', now)).toBe('11:15 PM');
    expect(offerDeadlineText('2026-11-28T23:30:00Z', 'Europe/Berlin', now)).toBe('12:30 AM, Sun, Nov 29');
    expect(offerDeadlineText('2026-11-28T22:15:00Z', 'America/Chicago', now)).toBe('4:15 PM');
  });
});
