import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnectionStatus: build.query<GetConnectionStatusApiResponse, GetConnectionStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/connections/${encodeURIComponent(String(queryArg.userId))}/status`,
      }),
    }),
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
    listEventRsvpsWithUsers: build.query<ListEventRsvpsWithUsersApiResponse, ListEventRsvpsWithUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/events/rsvps-with-users`,
        params: {
          eventId: queryArg.eventId,
        },
      }),
    }),
    listMyEventTickets: build.query<ListMyEventTicketsApiResponse, ListMyEventTicketsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/tickets/mine`,
      }),
    }),
    getEventBySlug: build.query<GetEventBySlugApiResponse, GetEventBySlugApiArg>({
      query: (queryArg) => ({ url: `/api/events/${encodeURIComponent(String(queryArg.event))}` }),
    }),
    listThemes: build.query<ListThemesApiResponse, ListThemesApiArg>({
      query: () => ({ url: `/api/themes` }),
    }),
    getUserProfile: build.query<GetUserProfileApiResponse, GetUserProfileApiArg>({
      query: (queryArg) => ({ url: `/api/users/profile/${encodeURIComponent(String(queryArg.username))}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicEventsApi };
export type GetConnectionStatusApiResponse = /** status 200  */ ConnectionStatus;
export type GetConnectionStatusApiArg = {
  userId: string;
};
export type ListEventsApiResponse = /** status 200  */ EventPage;
export type ListEventsApiArg = {
  page?: number;
  limit?: number;
  /** Case-insensitive search over title, description, music genres and location (trimmed). A hidden location is matched only for callers who may see it. */
  q?: string;
  status?: 'all' | 'upcoming' | 'past';
};
export type ListEventRsvpsWithUsersApiResponse = /** status 200  */ RsvpWithUser[];
export type ListEventRsvpsWithUsersApiArg = {
  eventId: string;
};
export type ListMyEventTicketsApiResponse = /** status 200  */ IssuedTicket[];
export type ListMyEventTicketsApiArg = {
  eventId: string;
};
export type GetEventBySlugApiResponse = /** status 200  */ EventDetail;
export type GetEventBySlugApiArg = {
  /** The event's slug */
  event: string;
};
export type ListThemesApiResponse = /** status 200  */ Theme[];
export type ListThemesApiArg = void;
export type GetUserProfileApiResponse = /** status 200  */ PublicProfile;
export type GetUserProfileApiArg = {
  username: string;
};
export type ConnectionStatus = {
  /** accepted once the caller connected with the user; none otherwise (and for oneself) */
  status: 'accepted' | 'none';
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
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  posterUrl: string | null;
  price: string | null;
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
  plusOnes: number;
  response: 'going' | 'maybe' | 'cant_go';
  /** 'pending' (a request) only in its event's host's view */
  status: 'confirmed' | 'declined' | 'checked_in' | 'pending' | 'waitlisted' | 'offered';
  user: RsvpUser | null;
  userId: string | null;
};
export type IssuedTicket = {
  guestName: string;
  id: string;
  issuedAt: string;
  label: string;
  price: string;
  rsvpId: string;
  ticketType: 'general' | 'vip' | 'backstage';
};
export type CalendarLinks = {
  /** Google Calendar's page adding the event */
  google: string;
  /** The .ics file (this API) */
  ics: string;
  /** Outlook on the web's page adding the event */
  outlook: string;
};
export type UserRsvp = {
  createdAt: string;
  emoji: string | null;
  guestEmail: string | null;
  guestName: string;
  id: string;
  message: string | null;
  plusOnes: number;
  response: 'going' | 'maybe' | 'cant_go';
  status: string;
};
export type EventDetail = {
  ageRestriction: string | null;
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
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  posterUrl: string | null;
  price: string | null;
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
export type ThemeColorScheme = {
  accent: string;
  background: string;
  primary: string;
  secondary: string;
};
export type Theme = {
  /** Emoji or text glyphs floating in the background */
  backgroundElements: string[];
  colorScheme: ThemeColorScheme;
  description: string;
  id: string;
  name: string;
  particleCount: number;
};
export type ProfileRsvp = {
  eventDate: string;
  eventSlug: string;
  eventStatus: 'upcoming' | 'past';
  eventTitle: string;
  response: 'going' | 'maybe' | 'cant_go';
};
export type ProfileStats = {
  cantGo: number;
  /** Published events the user hosts */
  events: number;
  going: number;
  maybe: number;
  /** RSVPs to published events */
  rsvps: number;
};
export type PublicProfileUser = {
  avatar: string | null;
  bio: string | null;
  /** When the account was created (Joined Month Year) */
  createdAt: string;
  /** Empty when none chosen */
  eventTags: string[];
  firstName: string;
  id: string;
  instagramHandle: string | null;
  isPromoter: boolean;
  isVerified: boolean;
  lastName: string;
  linkedinHandle: string | null;
  location: string | null;
  /** From the number of going RSVPs */
  nightlifeLevel: 'Legend' | 'VIP' | 'Social Star' | 'Connected' | 'Newcomer';
  spotifyHandle: string | null;
  themeId: string | null;
  tiktokHandle: string | null;
  twitterHandle: string | null;
  username: string;
  youtubeHandle: string | null;
};
export type PublicProfile = {
  /** RSVPs to published events, latest event first: at most 6 going, then at most 6 maybe or can’t go */
  rsvps: ProfileRsvp[];
  stats: ProfileStats;
  user: PublicProfileUser;
};
export const {
  useGetConnectionStatusQuery,
  useListEventsQuery,
  useListEventRsvpsWithUsersQuery,
  useListMyEventTicketsQuery,
  useGetEventBySlugQuery,
  useListThemesQuery,
  useGetUserProfileQuery,
} = injectedRtkApi;
