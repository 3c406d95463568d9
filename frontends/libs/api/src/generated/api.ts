import { baseApi as api } from '../base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: () => ({ url: `/api/user/session` }),
    }),
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/api/signup`, method: 'POST', body: queryArg.signupDto }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    listThemes: build.query<ListThemesApiResponse, ListThemesApiArg>({
      query: () => ({ url: `/api/themes` }),
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
    submitErrorReport: build.mutation<SubmitErrorReportApiResponse, SubmitErrorReportApiArg>({
      query: (queryArg) => ({
        url: `/api/error-reports`,
        method: 'POST',
        body: queryArg.submitErrorReportDto,
      }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetSessionApiResponse = /** status 200  */ SessionDto;
export type GetSessionApiArg = void;
export type SignupApiResponse = /** status 201  */ AuthResultDto;
export type SignupApiArg = {
  signupDto: SignupDto;
};
export type LoginApiResponse = /** status 200  */ AuthResultDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200  */ {
  success: boolean;
};
export type LogoutApiArg = void;
export type ListThemesApiResponse = /** status 200  */ object[];
export type ListThemesApiArg = void;
export type ListEventsApiResponse = /** status 200  */ object;
export type ListEventsApiArg = {
  page?: number;
  limit?: number;
};
export type GetEventBySlugApiResponse = /** status 200  */ object;
export type GetEventBySlugApiArg = {
  slug: string;
};
export type SubmitErrorReportApiResponse = /** status 202  */ {
  reportId: string;
};
export type SubmitErrorReportApiArg = {
  submitErrorReportDto: SubmitErrorReportDto;
};
export type GetHealthApiResponse = /** status 200  */ object;
export type GetHealthApiArg = void;
export type UserDto = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isPromoter: boolean;
};
export type SessionDto = {
  authenticated: boolean;
  user: UserDto | null;
};
export type AuthResultDto = {
  success: boolean;
  user: UserDto;
};
export type SignupDto = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};
export type LoginDto = {
  username: string;
  password: string;
};
export type SubmitErrorReportDto = {
  category: 'bug' | 'feature' | 'ui' | 'performance' | 'security' | 'other';
  severity: 'low' | 'medium' | 'high' | 'critical';
  description: string;
  stepsToReproduce?: string;
  expectedBehavior?: string;
  actualBehavior?: string;
  errorDetails?: {
    name?: string;
    message?: string;
    stack?: string;
    errorInfo?: string;
  } | null;
  context?: {
    url?: string;
    userAgent?: string;
    timestamp?: string;
    userId?: string | null;
    username?: string | null;
    sessionId?: string;
  };
  browserInfo?: {
    language?: string;
    platform?: string;
    cookieEnabled?: boolean;
    onLine?: boolean;
    screenResolution?: string;
    viewportSize?: string;
    timeZone?: string;
  };
  consoleErrors?: {
    message?: string;
    stack?: string;
    timestamp?: string;
    componentStack?: string;
  }[];
  autoTriggered?: boolean;
};
export const {
  useGetSessionQuery,
  useSignupMutation,
  useLoginMutation,
  useLogoutMutation,
  useListThemesQuery,
  useListEventsQuery,
  useGetEventBySlugQuery,
  useSubmitErrorReportMutation,
  useGetHealthQuery,
} = injectedRtkApi;
