import type { OptionalEventFields } from './event-input.js';
import type { LocationReveal } from './location-reveal.js';

/** Age limits a host can pick (spec 2 §3, §5). */
export const AGE_RESTRICTIONS = ['All Ages', '18+', '21+', '25+', '30+', '40+'] as const;
export type AgeRestriction = (typeof AGE_RESTRICTIONS)[number];

/** What the event form and the API fill in when a field is left empty (spec 2 §2.8, §5). */
export const EVENT_DEFAULTS = {
  ctaButtonLabel: 'Buy Tickets',
  startTime: '20:00',
  ageRestriction: '21+',
  timeZone: 'America/Chicago',
} as const satisfies Record<string, string>;

/**
 * Server-side size caps of event fields (characters, or items for lists). The spec names none;
 * these keep one event page and one list row small while leaving hosts room to write.
 */
export const EVENT_LIMITS = {
  title: 120,
  tagline: 200,
  description: 5000,
  location: 300,
  price: 100,
  dressCode: 200,
  doorInstructions: 500,
  ctaButtonLabel: 40,
  url: 2048,
  listItem: 200,
  listItems: 30,
  maxCapacity: 1_000_000,
} as const;

/**
 * The event aggregate as the domain creates and stores it: the fields below, and the optional
 * ones of EVENT_FIELDS (event-input.ts), which a new optional field is added to.
 */
export interface Event extends OptionalEventFields {
  id: string;
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  ageRestriction: AgeRestriction;
  maxCapacity: number | null;
  unlimitedSpots: boolean;
  isPublished: boolean;
  /**
   * The secret of the invitation link of an invite-only event (ADR 0038): made when the event
   * first becomes invite only, replaced when the host revokes the old links; null before.
   */
  inviteCode: string | null;
  themeId: string;
  /** Who sees the location and the door instructions, and when. */
  locationReveal: LocationReveal;
  hostId: string;
  createdAt: Date;
  updatedAt: Date;
}
