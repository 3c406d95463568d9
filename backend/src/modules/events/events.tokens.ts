/** Injection token for the domain Clock used to derive event status. */
export const EVENTS_CLOCK = Symbol('EVENTS_CLOCK');
