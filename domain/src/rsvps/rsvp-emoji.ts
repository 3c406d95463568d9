import type { RsvpResponse } from './rsvp-response.js';

/** The ten mood emojis offered on the RSVP form, in display order. */
export const RSVP_EMOJIS = ['🎉', '🔥', '💃', '🎵', '🥳', '✨', '❤️', '🤔', '🤷', '😢'] as const;

export type RsvpEmoji = (typeof RSVP_EMOJIS)[number];

export function isRsvpEmoji(value: unknown): value is RsvpEmoji {
  return (RSVP_EMOJIS as readonly unknown[]).includes(value);
}

const DEFAULT_EMOJIS: Readonly<Record<RsvpResponse, RsvpEmoji>> = {
  going: '🎉',
  maybe: '🤔',
  cant_go: '😢',
};

export function defaultEmojiFor(response: RsvpResponse): RsvpEmoji {
  return DEFAULT_EMOJIS[response];
}
