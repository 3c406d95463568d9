import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_RSVP_FORM,
  RSVP_FAILED_FALLBACK,
  buildRsvpPayload,
  canChangeRsvp,
  chooseResponse,
  classifyRsvpFailure,
  rsvpFailureMessage,
  rsvpFormOf,
  toggleEmoji,
} from './rsvp-form.model';

const user = { firstName: 'Dana', lastName: 'Vega', email: 'dana@example.com' };

describe('RSVP form', () => {
  it('suggests the mood emoji of the chosen response', () => {
    expect(chooseResponse(EMPTY_RSVP_FORM, 'going').emoji).toBe('🎉');
    expect(chooseResponse(chooseResponse(EMPTY_RSVP_FORM, 'going'), 'maybe').emoji).toBe('🤔');
    expect(chooseResponse(EMPTY_RSVP_FORM, 'cant_go').emoji).toBe('😢');
  });

  it('clears the emoji when the selected one is clicked again, and selects another one', () => {
    const going = chooseResponse(EMPTY_RSVP_FORM, 'going');
    expect(toggleEmoji(going, '🎉').emoji).toBeNull();
    expect(toggleEmoji(going, '🔥').emoji).toBe('🔥');
  });

  it('keeps an emoji the user picked, or cleared, when the response changes', () => {
    const picked = toggleEmoji(chooseResponse(EMPTY_RSVP_FORM, 'going'), '🔥');
    expect(chooseResponse(picked, 'maybe').emoji).toBe('🔥');
    const cleared = toggleEmoji(chooseResponse(EMPTY_RSVP_FORM, 'going'), '🎉');
    expect(chooseResponse(cleared, 'maybe').emoji).toBeNull();
  });
});

describe('buildRsvpPayload', () => {
  it('has nothing to send until a response is chosen', () => {
    expect(buildRsvpPayload(EMPTY_RSVP_FORM, user)).toBeNull();
  });

  it('sends the name, email, response, emoji, trimmed message and guests', () => {
    const form = { ...chooseResponse(EMPTY_RSVP_FORM, 'going'), plusOnes: 2, message: '  See you there!  ' };
    expect(buildRsvpPayload(form, user)).toEqual({
      guestName: 'Dana Vega',
      guestEmail: 'dana@example.com',
      response: 'going',
      emoji: '🎉',
      message: 'See you there!',
      plusOnes: 2,
    });
  });

  it('sends Anonymous, no email and no message when there are none', () => {
    const form = toggleEmoji(chooseResponse(EMPTY_RSVP_FORM, 'cant_go'), '😢');
    expect(buildRsvpPayload({ ...form, message: '   ' }, { firstName: ' ', lastName: null })).toEqual({
      guestName: 'Anonymous',
      guestEmail: null,
      response: 'cant_go',
      emoji: null,
      message: null,
      plusOnes: 0,
    });
  });
});

const problem = (code: string, detail?: string) => ({ status: 409, message: '409', data: { code, detail } });

describe('classifyRsvpFailure', () => {
  it('turns the 409 codes into page states', () => {
    expect(classifyRsvpFailure(problem('RSVP.ALREADY_EXISTS'))).toEqual({ kind: 'already' });
    expect(classifyRsvpFailure(problem('RSVP.EVENT_PAST'))).toEqual({ kind: 'closed' });
    expect(classifyRsvpFailure(problem('RSVP.CAPACITY_REACHED', 'Only 1 spot left.'))).toEqual({
      kind: 'full',
      message: 'Only 1 spot left.',
    });
  });

  it("shows the server's message, or the spec's fallback", () => {
    expect(
      classifyRsvpFailure({ status: 400, data: { code: 'VALIDATION.FAILED', detail: 'Too long' } }),
    ).toEqual({ kind: 'failed', message: 'Too long' });
    expect(classifyRsvpFailure({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toEqual({
      kind: 'failed',
      message: RSVP_FAILED_FALLBACK,
    });
  });
});

describe('changing an RSVP', () => {
  it('fills the form with the RSVP given, keeping its mood when the response changes', () => {
    const form = rsvpFormOf({ response: 'going', emoji: '🔥', plusOnes: 2, message: null });
    expect(form).toEqual({ response: 'going', emoji: '🔥', emojiChosen: true, plusOnes: 2, message: '' });
    expect(chooseResponse(form, 'maybe').emoji).toBe('🔥');
    expect(rsvpFormOf({ response: 'maybe', emoji: 'not a mood', plusOnes: 0, message: 'Hi' })).toMatchObject({
      emoji: null,
      message: 'Hi',
    });
  });

  it("a refused change says the server's words, whatever the code, or the fallback", () => {
    const over = {
      status: 409,
      data: { code: 'RSVP.EVENT_PAST', detail: 'This event is over: RSVPs are closed.' },
    };
    expect(rsvpFailureMessage(over)).toBe('This event is over: RSVPs are closed.');
    expect(rsvpFailureMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(
      RSVP_FAILED_FALLBACK,
    );
  });

  it('is offered while the event is ahead and the RSVP stands', () => {
    expect(canChangeRsvp('upcoming', { status: 'confirmed' })).toBe(true);
    expect(canChangeRsvp('today', { status: 'checked_in' })).toBe(true);
    expect(canChangeRsvp('upcoming', { status: 'declined' })).toBe(false);
    expect(canChangeRsvp('past', { status: 'confirmed' })).toBe(false);
    expect(canChangeRsvp('upcoming', null)).toBe(false);
  });
});
