import { RSVP_MESSAGES, validateRsvpFields } from './rsvp-validation.js';

const errorsOf = (input: Parameters<typeof validateRsvpFields>[0]) => {
  const result = validateRsvpFields(input);
  return 'errors' in result ? result.errors : [];
};

describe('validateRsvpFields', () => {
  it('normalises a valid submission: canonical response, trimmed texts, blanks as null', () => {
    expect(
      validateRsvpFields({
        guestName: '  Ada Lovelace ',
        guestEmail: ' ',
        response: 'cant-go',
        emoji: '😢',
        message: '  ',
        plusOnes: 2,
      }),
    ).toEqual({
      fields: {
        guestName: 'Ada Lovelace',
        guestEmail: null,
        response: 'cant_go',
        emoji: '😢',
        message: null,
        plusOnes: 2,
      },
    });
  });

  it('defaults plusOnes to 0 and accepts missing optional fields', () => {
    expect(validateRsvpFields({ response: 'going' })).toEqual({
      fields: {
        guestName: null,
        guestEmail: null,
        response: 'going',
        emoji: null,
        message: null,
        plusOnes: 0,
      },
    });
  });

  it.each([undefined, null, '', 'yes', "can't go"])('requires a known response (%p)', (response) => {
    expect(errorsOf({ response })).toEqual([{ field: 'response', message: RSVP_MESSAGES.response }]);
  });

  it('has the missing-response text of the RSVP form', () => {
    expect(RSVP_MESSAGES.response).toBe("Please select your response (Going/Maybe/Can't Go).");
  });

  it.each([6, -1, 1.5, '2', Number.NaN])('refuses plusOnes %p', (plusOnes) => {
    const errors = errorsOf({ response: 'going', plusOnes });
    expect(errors).toEqual([{ field: 'plusOnes', message: 'Guests must be a whole number from 0 to 5' }]);
  });

  it('accepts only the ten mood emojis', () => {
    expect(errorsOf({ response: 'going', emoji: '🍕' })).toEqual([
      { field: 'emoji', message: RSVP_MESSAGES.emoji },
    ]);
    expect(errorsOf({ response: 'going', emoji: '❤️' })).toEqual([]);
  });

  it('limits the message to 500 and the guest name to 100 characters, counting emoji as one', () => {
    expect(errorsOf({ response: 'going', message: '🎉'.repeat(500), guestName: '✨'.repeat(100) })).toEqual(
      [],
    );
    expect(errorsOf({ response: 'going', message: 'x'.repeat(501), guestName: 'y'.repeat(101) })).toEqual([
      { field: 'message', message: 'Message must be at most 500 characters' },
      { field: 'guestName', message: 'Guest name must be at most 100 characters' },
    ]);
  });

  it('checks a given guest email', () => {
    expect(errorsOf({ response: 'going', guestEmail: 'not-an-email' })).toEqual([
      { field: 'guestEmail', message: 'Please enter a valid email' },
    ]);
    expect(errorsOf({ response: 'going', guestEmail: 'ada@example.com' })).toEqual([]);
  });
});
