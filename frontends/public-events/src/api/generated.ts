import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createConnection: build.mutation<CreateConnectionApiResponse, CreateConnectionApiArg>({
      query: (queryArg) => ({ url: `/api/connections`, method: 'POST', body: queryArg.createConnectionDto }),
    }),
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
    createEvent: build.mutation<CreateEventApiResponse, CreateEventApiArg>({
      query: (queryArg) => ({ url: `/api/events`, method: 'POST', body: queryArg.createEventDto }),
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
    cancelRsvp: build.mutation<CancelRsvpApiResponse, CancelRsvpApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/rsvp`,
        method: 'DELETE',
      }),
    }),
    changeRsvp: build.mutation<ChangeRsvpApiResponse, ChangeRsvpApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/rsvp`,
        method: 'PATCH',
        body: queryArg.changeRsvpDto,
      }),
    }),
    createRsvp: build.mutation<CreateRsvpApiResponse, CreateRsvpApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/rsvp`,
        method: 'POST',
        body: queryArg.createRsvpDto,
      }),
    }),
    updateRsvpStatus: build.mutation<UpdateRsvpStatusApiResponse, UpdateRsvpStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/rsvps/${encodeURIComponent(String(queryArg.rsvpId))}/status`,
        method: 'PATCH',
        body: queryArg.updateRsvpStatusDto,
      }),
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
export type CreateConnectionApiResponse =
  /** status 200 Already connected */ Connection | /** status 201 Connected now */ Connection;
export type CreateConnectionApiArg = {
  createConnectionDto: CreateConnectionDto;
};
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
export type CreateEventApiResponse = /** status 201  */ EventDetail;
export type CreateEventApiArg = {
  createEventDto: CreateEventDto;
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
export type CancelRsvpApiResponse = unknown;
export type CancelRsvpApiArg = {
  slug: string;
};
export type ChangeRsvpApiResponse = /** status 200  */ UserRsvp;
export type ChangeRsvpApiArg = {
  slug: string;
  changeRsvpDto: ChangeRsvpDto;
};
export type CreateRsvpApiResponse = /** status 201  */ UserRsvp;
export type CreateRsvpApiArg = {
  slug: string;
  createRsvpDto: CreateRsvpDto;
};
export type UpdateRsvpStatusApiResponse = /** status 200  */ RsvpWithUser;
export type UpdateRsvpStatusApiArg = {
  rsvpId: string;
  updateRsvpStatusDto: UpdateRsvpStatusDto;
};
export type ListThemesApiResponse = /** status 200  */ Theme[];
export type ListThemesApiArg = void;
export type GetUserProfileApiResponse = /** status 200  */ PublicProfile;
export type GetUserProfileApiArg = {
  username: string;
};
export type Connection = {
  createdAt: string;
  id: string;
  status: 'accepted';
  toUserId: string;
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
};
export type CreateConnectionDto = {
  /** The user to connect with (or userId) */
  toUserId?: string;
  /** The user to connect with (or toUserId) */
  userId?: string;
};
export type ConnectionStatus = {
  /** accepted once the caller connected with the user; none otherwise (and for oneself) */
  status: 'accepted' | 'none';
};
export type EventCounts = {
  all: number;
  past: number;
  upcoming: number;
};
export type RsvpCounts = {
  cantGo: number;
  going: number;
  /** 1 + plus-ones for each going RSVP */
  headcount: number;
  maybe: number;
  total: number;
};
export type EventSummary = {
  ageRestriction: string | null;
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
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
  maxCapacity: number | null;
  musicGenres: string[];
  posterUrl: string | null;
  price: string | null;
  rsvpCounts: RsvpCounts;
  slug: string;
  status: 'upcoming' | 'past';
  tagline: string | null;
  themeId: string | null;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
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
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
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
  maxCapacity: number | null;
  musicGenres: string[];
  posterUrl: string | null;
  price: string | null;
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
};
export type CreateEventDto = {
  ageRestriction?:
    | ('All Ages' | '18+' | '21+' | '25+' | '30+' | '40+' | null)
    | ('All Ages' | '18+' | '21+' | '25+' | '30+' | '40+' | null);
  allowGuestInvites?: boolean;
  /** Default 'Buy Tickets' */
  ctaButtonLabel?: string | null;
  /** Older name of eventDate */
  date?: string;
  description?: string | null;
  dressCode?: string | null;
  /** HH:MM, 24-hour wall-clock time in timeZone; earlier than the start means the next day */
  endTime?: string | null;
  /** Required (or its older name date). YYYY-MM-DD (the text form 'MARCH 5, 2025' is also read), a calendar date in timeZone (not UTC); not before today there. An edit may keep a date that has passed. */
  eventDate?: string;
  /** http(s) URL */
  flyerImageUrl?: string | null;
  /** http(s) URL */
  flyerVideoUrl?: string | null;
  /** http(s) URLs */
  galleryImages?: string[];
  /** http(s) URLs */
  galleryVideos?: string[];
  /** Enable group orders */
  hasGroupOrder?: boolean;
  /** Show the location only to the host and to users who RSVPd */
  hideLocationUntilRsvp?: boolean;
  /** One entry per line; blank entries are dropped */
  highlights?: string[];
  /** true: saved for later, not visible to the public */
  isDraft?: boolean;
  location?: string | null;
  /** Required when unlimitedSpots is false, refused otherwise */
  maxCapacity?: number | null;
  /** One entry per line; blank entries are dropped */
  musicGenres?: string[];
  /** Anyone can join */
  openInvite?: boolean;
  /** http(s) URLs */
  partnerLogos?: string[];
  /** One entry per line; blank entries are dropped */
  partnerNames?: string[];
  /** http(s) URL */
  playlistLink?: string | null;
  /** http(s) URL */
  posterUrl?: string | null;
  price?: string | null;
  /** http(s) URL */
  registryLink?: string | null;
  requireApproval?: boolean;
  /** Derived from the title when empty; a numeric suffix is added on conflict */
  slug?: string | null;
  /** HH:MM, 24-hour wall-clock time in timeZone ('8:00 PM' is also read); default 20:00 */
  startTime?: string | null;
  tagline?: string | null;
  /** A theme id from GET /api/themes; default neon-nights */
  themeId?: string | null;
  /** http(s) URL */
  ticketUrl?: string | null;
  /** IANA zone the date and times are read in; default America/Chicago */
  timeZone?: string | null;
  title: string;
  unlimitedSpots?: boolean;
  useVideoInsteadOfImage?: boolean;
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
  id: string;
  message: string | null;
  plusOnes: number;
  response: 'going' | 'maybe' | 'cant_go';
  status: 'confirmed' | 'declined' | 'checked_in';
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
export type ChangeRsvpDto = {
  emoji?:
    | (
        | '\uD83C\uDF89'
        | '\uD83D\uDD25'
        | '\uD83D\uDC83'
        | '\uD83C\uDFB5'
        | '\uD83E\uDD73'
        | '\u2728'
        | '\u2764\uFE0F'
        | '\uD83E\uDD14'
        | '\uD83E\uDD37'
        | '\uD83D\uDE22'
        | null
      )
    | (
        | '\uD83C\uDF89'
        | '\uD83D\uDD25'
        | '\uD83D\uDC83'
        | '\uD83C\uDFB5'
        | '\uD83E\uDD73'
        | '\u2728'
        | '\u2764\uFE0F'
        | '\uD83E\uDD14'
        | '\uD83E\uDD37'
        | '\uD83D\uDE22'
        | null
      );
  guestEmail?: string | null;
  /** Blank or absent: the user's first and last name, or 'Anonymous' */
  guestName?: string | null;
  message?: string | null;
  plusOnes?: number;
  /** Stored and returned as going | maybe | cant_go; 'cant-go' is accepted too */
  response?: 'going' | 'maybe' | 'cant_go' | 'cant-go';
};
export type CreateRsvpDto = {
  emoji?:
    | (
        | '\uD83C\uDF89'
        | '\uD83D\uDD25'
        | '\uD83D\uDC83'
        | '\uD83C\uDFB5'
        | '\uD83E\uDD73'
        | '\u2728'
        | '\u2764\uFE0F'
        | '\uD83E\uDD14'
        | '\uD83E\uDD37'
        | '\uD83D\uDE22'
        | null
      )
    | (
        | '\uD83C\uDF89'
        | '\uD83D\uDD25'
        | '\uD83D\uDC83'
        | '\uD83C\uDFB5'
        | '\uD83E\uDD73'
        | '\u2728'
        | '\u2764\uFE0F'
        | '\uD83E\uDD14'
        | '\uD83E\uDD37'
        | '\uD83D\uDE22'
        | null
      );
  guestEmail?: string | null;
  /** Blank or absent: the user's first and last name, or 'Anonymous' */
  guestName?: string | null;
  message?: string | null;
  plusOnes?: number;
  /** Stored and returned as going | maybe | cant_go; 'cant-go' is accepted too */
  response: 'going' | 'maybe' | 'cant_go' | 'cant-go';
};
export type UpdateRsvpStatusDto = {
  status: 'confirmed' | 'declined' | 'checked_in';
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
  useCreateConnectionMutation,
  useGetConnectionStatusQuery,
  useListEventsQuery,
  useCreateEventMutation,
  useListEventRsvpsWithUsersQuery,
  useListMyEventTicketsQuery,
  useGetEventBySlugQuery,
  useCancelRsvpMutation,
  useChangeRsvpMutation,
  useCreateRsvpMutation,
  useUpdateRsvpStatusMutation,
  useListThemesQuery,
  useGetUserProfileQuery,
} = injectedRtkApi;
