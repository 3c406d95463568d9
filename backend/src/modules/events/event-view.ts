import type { EventFormValues } from '@nightlife/domain';
import type { UserRsvpResponse } from '../rsvps';

/** What API clients see of an event (docs/api-contract.md, "Event view fields"). */
export interface RsvpCountsView {
  going: number;
  maybe: number;
  cantGo: number;
  total: number;
  /** 1 + plus-ones for each going RSVP (the Who's Going headcount). */
  headcount: number;
}

export interface EventSummaryView {
  id: string;
  slug: string;
  title: string;
  tagline: string | null;
  description: string | null;
  status: 'upcoming' | 'past';
  dateTime: string;
  eventDate: string;
  eventTime: string;
  timeZone: string;
  location: string | null;
  locationHidden: boolean;
  hideLocationUntilRsvp: boolean;
  price: string | null;
  ageRestriction: string | null;
  maxCapacity: number | null;
  unlimitedSpots: boolean;
  dressCode: string | null;
  highlights: string[];
  ticketUrl: string | null;
  ctaButtonLabel: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  posterUrl: string | null;
  galleryImages: string[];
  themeId: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  hostAvatar: string | null;
  rsvpCounts: RsvpCountsView;
}

export type UserRsvpView = UserRsvpResponse;

export interface EventDetailView extends EventSummaryView {
  userRsvp: UserRsvpView | null;
  hostEmail: string | null;
}

export interface PaginationView {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** Published events matching the current search, by status. */
export interface EventCountsView {
  all: number;
  upcoming: number;
  past: number;
}

export interface EventPageView {
  events: EventSummaryView[];
  pagination: PaginationView;
  counts: EventCountsView;
}

/** One of the host's events on the dashboard (My Events), drafts included. */
export interface DashboardEventView extends EventSummaryView {
  isDraft: boolean;
  isPublished: boolean;
  /** The badge: draft when unpublished or flagged draft, else upcoming or past. */
  displayStatus: 'draft' | 'upcoming' | 'past';
}

/** An event the caller has an RSVP to (Attending), with that RSVP. */
export interface AttendingEventView extends EventSummaryView {
  userRsvp: UserRsvpView;
}

/** The caller's RSVP statistics (dashboard Overview). */
export interface RsvpStatsView {
  totalRsvps: number;
  totalGoing: number;
  totalMaybe: number;
  totalPlusOnes: number;
  attendingCount: number;
}

/** GET /api/events/by-id/{id}: the event, and for its host the edit form's values. */
export interface EventByIdView extends EventDetailView {
  form: EventFormValues | null;
}
