import { readApiFailure } from '@nightlife/api';
import type { CreateRsvpDto } from '../api/actions-api';
import {
  defaultEmojiFor,
  isRsvpEmoji,
  isRsvpStatus,
  mayMake,
  rsvpGuestName,
  stands,
  transitionBetween,
  type RsvpEmoji,
  type RsvpResponse,
} from '@nightlife/domain';

export interface RsvpFormState {
  response: RsvpResponse | null;
  emoji: RsvpEmoji | null;
  /** Whether the user picked or cleared the emoji; then a response change keeps their choice. */
  emojiChosen: boolean;
  plusOnes: number;
  message: string;
}

export const EMPTY_RSVP_FORM: RsvpFormState = {
  response: null,
  emoji: null,
  emojiChosen: false,
  plusOnes: 0,
  message: '',
};

/** Whether the guest may still change their RSVP: the event is not over and the RSVP stands. */
export function canChangeRsvp(eventStatus: string, rsvp: { status: string } | null | undefined): boolean {
  return eventStatus !== 'past' && !!rsvp && isRsvpStatus(rsvp.status) && stands({ status: rsvp.status });
}

/** Whether the guest may cancel their RSVP: the event is not over and the lifecycle lets them. */
export function canCancelRsvp(eventStatus: string, rsvp: { status: string } | null | undefined): boolean {
  if (eventStatus === 'past' || !rsvp || !isRsvpStatus(rsvp.status)) return false;
  const transition = transitionBetween(rsvp.status, 'cancelled');
  return transition !== null && mayMake(transition, ['guest']);
}

/** The form holding an RSVP already given, to change it. */
export function rsvpFormOf(rsvp: {
  response: RsvpResponse;
  emoji: string | null;
  plusOnes: number;
  message: string | null;
}): RsvpFormState {
  return {
    response: rsvp.response,
    emoji: isRsvpEmoji(rsvp.emoji) ? rsvp.emoji : null,
    // Their mood is theirs: changing the response keeps it.
    emojiChosen: true,
    plusOnes: rsvp.plusOnes,
    message: rsvp.message ?? '',
  };
}

/** Choosing a response brings its default mood emoji unless the user already chose one (spec 1 §5). */
export function chooseResponse(form: RsvpFormState, response: RsvpResponse): RsvpFormState {
  return { ...form, response, emoji: form.emojiChosen ? form.emoji : defaultEmojiFor(response) };
}

/** Clicking the selected emoji clears it; clicking another selects it. */
export function toggleEmoji(form: RsvpFormState, emoji: RsvpEmoji): RsvpFormState {
  return { ...form, emoji: form.emoji === emoji ? null : emoji, emojiChosen: true };
}

interface RsvpUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The body of POST /api/events/{slug}/rsvp, or null while no response is chosen. */
export function buildRsvpPayload(form: RsvpFormState, user: RsvpUser | null): CreateRsvpDto | null {
  if (!form.response) return null;
  const message = form.message.trim();
  return {
    guestName: rsvpGuestName(user),
    guestEmail: user?.email?.trim() || null,
    response: form.response,
    emoji: form.emoji,
    message: message || null,
    plusOnes: form.plusOnes,
  };
}

export const RSVP_FAILED_FALLBACK = 'Failed to submit RSVP. Please try again.';

export type RsvpFailure =
  | { kind: 'already' }
  | { kind: 'full'; message: string }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

/** The server's words for a refused RSVP or change, or the fallback when it sent none. */
export function rsvpFailureMessage(error: unknown): string {
  const failure = readApiFailure(error);
  return (failure.kind === 'http' && failure.detail) || RSVP_FAILED_FALLBACK;
}

/** What a refused RSVP means for the page: a state to show, or a toast with the server's words. */
export function classifyRsvpFailure(error: unknown): RsvpFailure {
  const failure = readApiFailure(error);
  const serverWords = failure.kind === 'http' ? failure.detail : null;
  switch (failure.kind === 'http' ? failure.code : null) {
    case 'RSVP.ALREADY_EXISTS':
      return { kind: 'already' };
    case 'RSVP.CAPACITY_REACHED':
      return { kind: 'full', message: serverWords ?? 'There are no spots left.' };
    case 'RSVP.EVENT_PAST':
      return { kind: 'closed' };
    default:
      return { kind: 'failed', message: serverWords ?? RSVP_FAILED_FALLBACK };
  }
}
