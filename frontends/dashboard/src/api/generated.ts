import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/api/signup`, method: 'POST', body: queryArg.signupDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dashboardApi };
export type SignupApiResponse = /** status 201 Account created; the session is logged in */ AuthSuccessDto;
export type SignupApiArg = {
  signupDto: SignupDto;
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
export const { useSignupMutation } = injectedRtkApi;
