import { charLength, EMAIL_PATTERN, FIELD_LIMITS } from '../accounts/field-limits.js';
import type { FieldError } from '../kernel/domain-error.js';
import { isRsvpEmoji, RSVP_EMOJIS } from './rsvp-emoji.js';
import { MAX_PLUS_ONES, isValidPlusOnes } from './rsvp-guests.js';
import { MISSING_RESPONSE_MESSAGE, parseRsvpResponse, type RsvpResponse } from './rsvp-response.js';
import { RSVP_LIMITS } from './rsvp.js';

/** What a client submits (spec 1 §7): loosely typed, since it comes straight from a request body. */
export interface RsvpFieldsInput {
  guestName?: string | null;
  guestEmail?: string | null;
  response: unknown;
  emoji?: string | null;
  message?: string | null;
  plusOnes?: unknown;
}

/** The same fields once valid: response canonical, texts trimmed, blanks as null. */
export interface RsvpFields {
  /** null when blank: the server then uses the user's name. */
  guestName: string | null;
  guestEmail: string | null;
  response: RsvpResponse;
  emoji: string | null;
  message: string | null;
  plusOnes: number;
}

export const RSVP_MESSAGES = {
  response: MISSING_RESPONSE_MESSAGE.message,
  plusOnes: `Guests must be a whole number from 0 to ${MAX_PLUS_ONES}`,
  emoji: `Emoji must be one of ${RSVP_EMOJIS.join(' ')}`,
  message: `Message must be at most ${RSVP_LIMITS.message} characters`,
  guestName: `Guest name must be at most ${RSVP_LIMITS.guestName} characters`,
  guestEmail: 'Please enter a valid email',
} as const;

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Validates an RSVP submission; plusOnes defaults to 0 ('Just you'). */
export function validateRsvpFields(
  input: RsvpFieldsInput,
): { fields: RsvpFields } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const response = parseRsvpResponse(input.response);
  if (response === null) errors.push({ field: 'response', message: RSVP_MESSAGES.response });

  const plusOnes = input.plusOnes ?? 0;
  if (!isValidPlusOnes(plusOnes)) errors.push({ field: 'plusOnes', message: RSVP_MESSAGES.plusOnes });

  const emoji = input.emoji ?? null;
  if (emoji !== null && !isRsvpEmoji(emoji)) {
    errors.push({ field: 'emoji', message: RSVP_MESSAGES.emoji });
  }

  const message = blankToNull(input.message);
  if (message !== null && charLength(message) > RSVP_LIMITS.message) {
    errors.push({ field: 'message', message: RSVP_MESSAGES.message });
  }

  const guestName = blankToNull(input.guestName);
  if (guestName !== null && charLength(guestName) > RSVP_LIMITS.guestName) {
    errors.push({ field: 'guestName', message: RSVP_MESSAGES.guestName });
  }

  const guestEmail = blankToNull(input.guestEmail);
  if (
    guestEmail !== null &&
    (charLength(guestEmail) > FIELD_LIMITS.email.max || !EMAIL_PATTERN.test(guestEmail))
  ) {
    errors.push({ field: 'guestEmail', message: RSVP_MESSAGES.guestEmail });
  }

  if (errors.length > 0 || response === null || !isValidPlusOnes(plusOnes)) return { errors };
  return { fields: { guestName, guestEmail, response, emoji, message, plusOnes } };
}
