import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<ListEventsApiResponse, ListEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/events`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          q: queryArg.q,
          status: queryArg.status,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicEventsListApi };
export type ListEventsApiResponse = /** status 200  */ EventPage;
export type ListEventsApiArg = {
  page?: number;
  limit?: number;
  /** Case-insensitive search over title, description, music genres and location (trimmed). A hidden location is matched only for callers who may see it. */
  q?: string;
  status?: 'all' | 'upcoming' | 'past';
};
export type EventCounts = {
  all: number;
  past: number;
  upcoming: number;
};
export type LocationReveal = {
  /** Hours before the start, for before-start (required there); null otherwise */
  hoursBefore: number | null;
  /** public: everyone; on-rsvp: guests whose RSVP stands; before-start: guests who hold a place, from hoursBefore hours before the start; at-check-in: guests once checked in. The host always. */
  mode: 'public' | 'on-rsvp' | 'before-start' | 'at-check-in';
};
export type RsvpCounts = {
  cantGo: number;
  going: number;
  /** 1 + plus-ones for each going RSVP */
  headcount: number;
  maybe: number;
  total: number;
  /** Parties on the waitlist: while any wait, freed places go to them first */
  waiting: number;
};
export type EventSummary = {
  ageRestriction: string | null;
  /** A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations) */
  allowGuestInvites: boolean;
  /** Guests who left may come back in at the door */
  allowReentry: boolean;
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  /** Shown with the location, under the same rule; null when hidden or unset */
  doorInstructions: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
  /** The caller gets the guest list (GET /api/events/rsvps-with-users) */
  guestListShared: boolean;
  /** Who the host shares the guest list with: signed-in users, guests who hold a place, or the host alone */
  guestListVisibility: 'signed-in' | 'guests' | 'host';
  /** The location is not for everyone: locationReveal.mode is not 'public' */
  hideLocationUntilRsvp: boolean;
  highlights: string[];
  hostAvatar: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  /** Invite only (ADR 0038): listed nowhere; its page and RSVP need the invitation link (`?invite=`) */
  isPrivate: boolean;
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  /** Guests holding a place may share the invitation link of an invite-only event */
  openInvite: boolean;
  posterUrl: string | null;
  price: string | null;
  /** Going guests are asked on the day to reconfirm (ADR 0028) */
  reconfirm: boolean;
  /** Hours before the start the guests are asked */
  reconfirmAskHours: number;
  /** Hours before the start the places of those who did not reconfirm are released */
  reconfirmDeadlineHours: number;
  /** RSVPs are requests until the host approves them (status 'pending') */
  requireApproval: boolean;
  rsvpCounts: RsvpCounts;
  slug: string;
  status: 'upcoming' | 'past';
  tagline: string | null;
  themeId: string | null;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
  /** The host keeps a waitlist: a full event with a capacity (and no approval step) takes one */
  waitlist: boolean;
};
export type Pagination = {
  hasNext: boolean;
  hasPrev: boolean;
  limit: number;
  page: number;
  total: number;
  totalPages: number;
};
export type EventPage = {
  /** Published events matching q, by status */
  counts: EventCounts;
  events: EventSummary[];
  /** total counts the events of the selected status */
  pagination: Pagination;
};
export type FieldError = {
  field: string;
  message: string;
};
export type ProblemDetails = {
  /** Stable error code (docs/api-contract.md) */
  code: string;
  detail: string;
  /** Present on validation failures only */
  errors?: FieldError[];
  /** This occurrence: urn:request:<id>, the id also sent in the X-Request-Id header and logged */
  instance: string;
  status: number;
  title: string;
  type: string;
  /** RSVP.CAPACITY_REACHED only: true when the full event has a waitlist to join (POST /api/events/{slug}/waitlist) */
  waitlist?: boolean;
};
export const { useListEventsQuery } = injectedRtkApi;
