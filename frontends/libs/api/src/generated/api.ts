import { baseApi as api } from '../base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitErrorReport: build.mutation<SubmitErrorReportApiResponse, SubmitErrorReportApiArg>({
      query: (queryArg) => ({ url: `/api/error-reports`, method: 'POST', body: queryArg.errorReport }),
    }),
    listEvents: build.query<ListEventsApiResponse, ListEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/events`,
        params: {
          page: queryArg.page != null ? encodeURIComponent(String(queryArg.page)) : undefined,
          limit: queryArg.limit != null ? encodeURIComponent(String(queryArg.limit)) : undefined,
        },
      }),
    }),
    getEventBySlug: build.query<GetEventBySlugApiResponse, GetEventBySlugApiArg>({
      query: (queryArg) => ({ url: `/api/events/${encodeURIComponent(String(queryArg.slug))}` }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/api/signup`, method: 'POST', body: queryArg.signupDto }),
    }),
    listThemes: build.query<ListThemesApiResponse, ListThemesApiArg>({
      query: () => ({ url: `/api/themes` }),
    }),
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: () => ({ url: `/api/user/session` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type SubmitErrorReportApiResponse = /** status 202 Queued for filing */ ErrorReportAccepted;
export type SubmitErrorReportApiArg = {
  errorReport: ErrorReport;
};
export type ListEventsApiResponse = /** status 200  */ EventPage;
export type ListEventsApiArg = {
  page?: number;
  limit?: number;
};
export type GetEventBySlugApiResponse = /** status 200  */ EventDetail;
export type GetEventBySlugApiArg = {
  slug: string;
};
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type LoginApiResponse = /** status 200  */ AuthSuccessDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse =
  /** status 200 Always succeeds, with or without a session */ LogoutResponseDto;
export type LogoutApiArg = void;
export type SignupApiResponse = /** status 201 Account created; the session is logged in */ AuthSuccessDto;
export type SignupApiArg = {
  signupDto: SignupDto;
};
export type ListThemesApiResponse = /** status 200  */ Theme[];
export type ListThemesApiArg = void;
export type GetSessionApiResponse = /** status 200  */ SessionDto;
export type GetSessionApiArg = void;
export type ErrorReportAccepted = {
  reportId: string;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ProblemDetailsDto = {
  /** Stable error code (docs/api-contract.md) */
  code: string;
  detail: string;
  /** Present on validation failures only */
  errors?: FieldErrorDto[];
  status: number;
  title: string;
  type: string;
};
export type BrowserInfo = {
  cookieEnabled?: boolean | null;
  language?: string | null;
  onLine?: boolean | null;
  platform?: string | null;
  screenResolution?: string | null;
  timeZone?: string | null;
  viewportSize?: string | null;
};
export type ConsoleErrorEntry = {
  componentStack?: string | null;
  message?: string | null;
  stack?: string | null;
  timestamp?: string | null;
};
export type ErrorReportContext = {
  /** From session storage */
  sessionId?: string | null;
  timestamp?: string | null;
  url?: string | null;
  userAgent?: string | null;
  /** As the client saw it; the server attaches the session user separately */
  userId?: string | null;
  username?: string | null;
};
export type ErrorDetails = {
  /** React's component stack */
  errorInfo?: string | null;
  message?: string | null;
  name?: string | null;
  stack?: string | null;
};
export type ErrorReport = {
  /** Prefilled with the stack on auto-triggered reports */
  actualBehavior?: string | null;
  autoTriggered?: boolean;
  browserInfo?: BrowserInfo | null;
  category?: 'bug' | 'feature' | 'ui' | 'performance' | 'security' | 'other';
  consoleErrors?: ConsoleErrorEntry[];
  context?: ErrorReportContext | null;
  /** Required, not blank */
  description: string;
  errorDetails?: ErrorDetails | null;
  expectedBehavior?: string | null;
  severity?: 'low' | 'medium' | 'high' | 'critical';
  stepsToReproduce?: string | null;
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
  events: EventSummary[];
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
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  maxCapacity: number | null;
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
export type HealthDto = {
  database: 'up' | 'down';
  queue: 'up' | 'down';
  status: 'ok' | 'down';
};
export type SessionUserDto = {
  email: string;
  firstName: string;
  id: string;
  /** Set for hosts (host signup) */
  isPromoter: boolean;
  lastName: string;
  username: string;
};
export type AuthSuccessDto = {
  success: true;
  user: SessionUserDto;
};
export type LoginDto = {
  password: string;
  /** Username or email, case-insensitive */
  username: string;
};
export type LogoutResponseDto = {
  success: true;
};
export type SignupDto = {
  /** host signs up a promoter */
  accountType?: 'attendee' | 'host';
  email: string;
  firstName: string;
  lastName: string;
  /** At least 8 characters (attendee) or 6 (host) */
  password: string;
  phoneNumber?: string | null;
  username: string;
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
export type SessionDto = {
  authenticated: boolean;
  user: SessionUserDto | null;
};
export const {
  useSubmitErrorReportMutation,
  useListEventsQuery,
  useGetEventBySlugQuery,
  useGetHealthQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useListThemesQuery,
  useGetSessionQuery,
} = injectedRtkApi;
