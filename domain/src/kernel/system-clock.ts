import type { Clock } from './clock.port.js';

/** The wall clock, for production wiring; tests use FixedClock. */
export const systemClock: Clock = { now: () => new Date() };
