import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEventRsvpsWithUsers: build.query<ListEventRsvpsWithUsersApiResponse, ListEventRsvpsWithUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/events/rsvps-with-users`,
        params: {
          eventId: queryArg.eventId,
          invite: queryArg.invite,
        },
      }),
    }),
    getEventBySlug: build.query<GetEventBySlugApiResponse, GetEventBySlugApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.event))}`,
        params: {
          invite: queryArg.invite,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicEventsApi };
export type ListEventRsvpsWithUsersApiResponse = /** status 200  */ RsvpWithUser[];
export type ListEventRsvpsWithUsersApiArg = {
  eventId: string;
  /** The invite code of the event's invitation link, for an invite-only event (ADR 0038) */
  invite?: string;
};
export type GetEventBySlugApiResponse = /** status 200  */ EventDetail;
export type GetEventBySlugApiArg = {
  /** The event's slug */
  event: string;
  /** The invite code of the event's invitation link; needed for an invite-only event */
  invite?: string;
};
export type RsvpUser = {
  avatar: string | null;
  firstName: string;
  id: string;
  isVerified: boolean;
  lastName: string;
  location: string | null;
  username: string;
};
export type RsvpWithUser = {
  createdAt: string;
  emoji: string | null;
  guestName: string;
  /** The attendee hid themselves from the guest list; only the host and the attendee see such a row */
  hidden: boolean;
  id: string;
  message: string | null;
  /** The RSVP whose +1 link this guest claimed: they came in that guest's party (its id; the list may not show it). null otherwise */
  partyOf: string | null;
  plusOnes: number;
  /** When the guest reconfirmed on the day (events with reconfirmation); null otherwise */
  reconfirmedAt: string | null;
  response: 'going' | 'maybe' | 'cant_go';
  /** 'pending' (a request) only in its event's host's view */
  status: 'confirmed' | 'declined' | 'checked_in' | 'pending' | 'waitlisted' | 'offered';
  user: RsvpUser | null;
  userId: string | null;
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
export type CalendarLinks = {
  /** Google Calendar's page adding the event */
  google: string;
  /** The .ics file (this API) */
  ics: string;
  /** Outlook on the web's page adding the event */
  outlook: string;
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
export type UserRsvp = {
  createdAt: string;
  emoji: string | null;
  guestEmail: string | null;
  guestName: string;
  id: string;
  message: string | null;
  plusOnes: number;
  /** When the guest reconfirmed on the day (POST /api/events/{slug}/rsvp/reconfirm) */
  reconfirmedAt: string | null;
  response: 'going' | 'maybe' | 'cant_go';
  status: string;
};
export type EventDetail = {
  ageRestriction: string | null;
  /** A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations) */
  allowGuestInvites: boolean;
  /** Guests who left may come back in at the door */
  allowReentry: boolean;
  /** Add to calendar; the location only as the caller may see it */
  calendarLinks: CalendarLinks;
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
  /** The caller hid their RSVP from the guest list others see (PATCH /api/events/{slug}/rsvp {hidden}) */
  hiddenFromGuestList: boolean;
  /** The location is not for everyone: locationReveal.mode is not 'public' */
  hideLocationUntilRsvp: boolean;
  highlights: string[];
  hostAvatar: string | null;
  /** The host's email for 'Contact Host'; only for callers with an RSVP and the host */
  hostEmail: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  /** The invite-only event's invitation link (a path on this site), for the host and, with openInvite, guests who hold a place; else null */
  inviteLink: string | null;
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
  /** The caller's RSVP */
  userRsvp: UserRsvp | null;
  /** The host keeps a waitlist: a full event with a capacity (and no approval step) takes one */
  waitlist: boolean;
};
export const { useListEventRsvpsWithUsersQuery, useGetEventBySlugQuery } = injectedRtkApi;
