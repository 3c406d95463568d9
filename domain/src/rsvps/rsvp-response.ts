export const RSVP_RESPONSES = ['going', 'maybe', 'cant_go'] as const;

/** The one canonical spelling, stored and returned. */
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];

export const RSVP_RESPONSE_LABELS: Readonly<Record<RsvpResponse, string>> = {
  going: 'Going',
  maybe: 'Maybe',
  cant_go: "Can't Go",
};

/** Shown when an RSVP is submitted without a response (spec 1 §5). */
export const MISSING_RESPONSE_MESSAGE = {
  title: 'Missing Response',
  message: "Please select your response (Going/Maybe/Can't Go).",
} as const;

/**
 * Screens spell "can't go" two ways (spec 1 §4): both cant_go and cant-go are accepted and
 * mapped to the canonical cant_go; surrounding spaces and letter case are ignored.
 */
export function parseRsvpResponse(input: unknown): RsvpResponse | null {
  if (typeof input !== 'string') return null;
  const value = input.trim().toLowerCase();
  if (value === 'cant-go') return 'cant_go';
  return (RSVP_RESPONSES as readonly string[]).includes(value) ? (value as RsvpResponse) : null;
}
