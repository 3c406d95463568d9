import { defaultEmojiFor, RSVP_EMOJIS } from './rsvp-emoji.js';
import {
  MISSING_RESPONSE_MESSAGE,
  RSVP_RESPONSE_LABELS,
  RSVP_RESPONSES,
  parseRsvpResponse,
} from './rsvp-response.js';

describe('parseRsvpResponse', () => {
  it.each([
    ['going', 'going'],
    ['maybe', 'maybe'],
    ['cant_go', 'cant_go'],
    ['cant-go', 'cant_go'],
    [' Going ', 'going'],
    ['CANT-GO', 'cant_go'],
  ])('reads %p as %p', (input, response) => {
    expect(parseRsvpResponse(input)).toBe(response);
  });

  it.each([["can't go"], ['cantgo'], ['yes'], [''], [null], [undefined], [1], [['going']]])(
    'rejects %p',
    (input) => {
      expect(parseRsvpResponse(input)).toBeNull();
    },
  );

  it('stores one canonical spelling', () => {
    expect(RSVP_RESPONSES).toEqual(['going', 'maybe', 'cant_go']);
    expect(RSVP_RESPONSE_LABELS).toEqual({ going: 'Going', maybe: 'Maybe', cant_go: "Can't Go" });
  });

  it('has the missing-response toast text', () => {
    expect(`${MISSING_RESPONSE_MESSAGE.title}: ${MISSING_RESPONSE_MESSAGE.message}`).toBe(
      "Missing Response: Please select your response (Going/Maybe/Can't Go).",
    );
  });
});

describe('RSVP emojis', () => {
  it('offers the ten mood emojis in order', () => {
    expect(RSVP_EMOJIS).toEqual(['🎉', '🔥', '💃', '🎵', '🥳', '✨', '❤️', '🤔', '🤷', '😢']);
  });

  it('defaults by response', () => {
    expect(defaultEmojiFor('going')).toBe('🎉');
    expect(defaultEmojiFor('maybe')).toBe('🤔');
    expect(defaultEmojiFor('cant_go')).toBe('😢');
  });
});
