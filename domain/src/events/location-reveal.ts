import type { FieldError } from '../kernel/domain-error.js';

/**
 * When a guest learns where the event is (issue 21 §1, ADR 0025): the host's choice in the event
 * form. The address and the door instructions follow it on every channel; event-policy.ts'
 * canSeeLocation applies it.
 *
 * - `public`: everyone who can see the event.
 * - `on-rsvp`: the host, and a guest once their RSVP stands (the spec's "Hide location until RSVP").
 * - `before-start`: the host, and a guest who holds a place, from `hoursBefore` hours before the start.
 * - `at-check-in`: the host, and a guest once checked in at the door.
 */
export const LOCATION_REVEAL_MODES = ['public', 'on-rsvp', 'before-start', 'at-check-in'] as const;
export type LocationRevealMode = (typeof LOCATION_REVEAL_MODES)[number];

export interface LocationReveal {
  mode: LocationRevealMode;
  /** Hours before the start, for `before-start` only (else null). */
  hoursBefore: number | null;
}

export const REVEAL_HOURS = { min: 1, max: 72 } as const;

/** The form's and the API's input: the mode, and the hours for `before-start`. */
export interface LocationRevealInput {
  mode: string;
  hoursBefore?: number | null;
}

export const LOCATION_REVEAL_MESSAGES = {
  mode: `Location reveal must be one of: ${LOCATION_REVEAL_MODES.join(', ')}`,
  hours: `Reveal the location between ${REVEAL_HOURS.min} and ${REVEAL_HOURS.max} whole hours before the start`,
} as const;

const isMode = (mode: string): mode is LocationRevealMode =>
  (LOCATION_REVEAL_MODES as readonly string[]).includes(mode);

/** The message for a reveal the host cannot choose, or null. */
export function locationRevealError(input: LocationRevealInput | undefined): FieldError | null {
  if (input === undefined) return null;
  if (!isMode(input.mode)) return { field: 'locationReveal', message: LOCATION_REVEAL_MESSAGES.mode };
  if (input.mode !== 'before-start') return null;
  const hours = input.hoursBefore;
  if (
    typeof hours !== 'number' ||
    !Number.isInteger(hours) ||
    hours < REVEAL_HOURS.min ||
    hours > REVEAL_HOURS.max
  )
    return { field: 'locationReveal', message: LOCATION_REVEAL_MESSAGES.hours };
  return null;
}

/**
 * The stored reveal of valid input: `locationReveal` when sent, else the older flag
 * `hideLocationUntilRsvp` (true is `on-rsvp`, false or absent `public`).
 */
export function normalizeLocationReveal(
  input: LocationRevealInput | undefined,
  hideLocationUntilRsvp: boolean | undefined,
): LocationReveal {
  if (input === undefined) return { mode: hideLocationUntilRsvp ? 'on-rsvp' : 'public', hoursBefore: null };
  const mode = input.mode as LocationRevealMode;
  return { mode, hoursBefore: mode === 'before-start' ? (input.hoursBefore as number) : null };
}

/** The older flag, as the API still answers it: the location is not for everyone. */
export function hidesLocation(reveal: LocationReveal): boolean {
  return reveal.mode !== 'public';
}

/** When a `before-start` reveal happens; null for the other modes (no time of their own). */
export function locationRevealAt(event: { locationReveal: LocationReveal; startsAt: Date }): Date | null {
  const { mode, hoursBefore } = event.locationReveal;
  if (mode !== 'before-start' || hoursBefore === null) return null;
  return new Date(event.startsAt.getTime() - hoursBefore * 3_600_000);
}
