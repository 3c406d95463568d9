import { describe, expect, it } from '@jest/globals';
import {
  CONNECT_FAILED_FALLBACK,
  connectFailureMessage,
  countdownText,
  responseLabel,
  revealCountdownTarget,
  statusLabel,
  ticketDate,
} from './ticket.model';

describe('ticket page rules', () => {
  it("writes the date in long US English on the event's own calendar day", () => {
    // 03:00 UTC on the 25th is still the evening of the 24th in Chicago.
    expect(ticketDate({ dateTime: '2026-11-25T03:00:00.000Z', timeZone: 'America/Chicago' })).toBe(
      'Tuesday, November 24, 2026',
    );
    expect(ticketDate({ dateTime: '2026-11-25T03:00:00.000Z', timeZone: 'Europe/Paris' })).toBe(
      'Wednesday, November 25, 2026',
    );
  });

  it("labels both spellings of can't go", () => {
    expect(responseLabel('cant_go')).toBe("Can't Go");
    expect(responseLabel('cant-go')).toBe("Can't Go");
    expect(responseLabel('going')).toBe('Going');
  });

  it('labels the RSVP status', () => {
    expect(statusLabel('confirmed')).toBe('Confirmed');
    expect(statusLabel('checked_in')).toBe('Checked In');
    expect(statusLabel('pending')).toBe('Pending Approval');
    expect(statusLabel('on_the_door')).toBe('On The Door');
  });

  it("explains a failed connect with the server's message or the spec's fallback", () => {
    expect(
      connectFailureMessage({
        status: 400,
        data: { code: 'CONNECTION.SELF', detail: 'You cannot connect with yourself.' },
      }),
    ).toBe('You cannot connect with yourself.');
    expect(connectFailureMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(
      CONNECT_FAILED_FALLBACK,
    );
  });
});

describe('the reveal countdown', () => {
  const event = {
    dateTime: '2030-06-15T21:00:00.000Z',
    locationHidden: true,
    locationReveal: { mode: 'before-start', hoursBefore: 3 },
    userRsvp: { response: 'going', status: 'confirmed' },
  };

  it('counts down to N hours before the start for a guest with a place, while the address is hidden', () => {
    expect(revealCountdownTarget(event)?.toISOString()).toBe('2030-06-15T18:00:00.000Z');
    expect(revealCountdownTarget({ ...event, locationHidden: false })).toBeNull();
    expect(
      revealCountdownTarget({ ...event, userRsvp: { response: 'maybe', status: 'confirmed' } }),
    ).toBeNull();
    expect(
      revealCountdownTarget({ ...event, userRsvp: { response: 'going', status: 'pending' } }),
    ).toBeNull();
    expect(
      revealCountdownTarget({ ...event, locationReveal: { mode: 'on-rsvp', hoursBefore: null } }),
    ).toBeNull();
  });

  it('words the time left', () => {
    const target = new Date('2030-06-15T18:00:00.000Z');
    expect(countdownText(target, new Date('2030-06-15T15:46:00.000Z'))).toBe('2 h 14 min');
    expect(countdownText(target, new Date('2030-06-15T16:00:00.000Z'))).toBe('2 h');
    expect(countdownText(target, new Date('2030-06-15T17:46:00.000Z'))).toBe('14 min');
    expect(countdownText(target, new Date('2030-06-15T17:59:30.000Z'))).toBe('less than a minute');
  });
});
