import { baseApi as api } from '../base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: () => ({ url: `/api/user/session` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type LoginApiResponse = /** status 200  */ AuthSuccessDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse =
  /** status 200 Always succeeds, with or without a session */ LogoutResponseDto;
export type LogoutApiArg = void;
export type GetSessionApiResponse = /** status 200  */ SessionDto;
export type GetSessionApiArg = void;
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
export type LoginDto = {
  password: string;
  /** Username or email, case-insensitive */
  username: string;
};
export type LogoutResponseDto = {
  success: true;
};
export type SessionDto = {
  authenticated: boolean;
  user: SessionUserDto | null;
};
export const { useLoginMutation, useLogoutMutation, useGetSessionQuery } = injectedRtkApi;
