import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createConnection: build.mutation<CreateConnectionApiResponse, CreateConnectionApiArg>({
      query: (queryArg) => ({ url: `/api/connections`, method: 'POST', body: queryArg.createConnectionDto }),
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicEventsActionsApi };
export type CreateConnectionApiResponse =
  /** status 200 Already connected */ Connection | /** status 201 Connected now */ Connection;
export type CreateConnectionApiArg = {
  createConnectionDto: CreateConnectionDto;
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
  /** RSVP.CAPACITY_REACHED only: true when the full event has a waitlist to join (POST /api/events/{slug}/waitlist) */
  waitlist?: boolean;
};
export type CreateConnectionDto = {
  /** The user to connect with (or userId) */
  toUserId?: string;
  /** The user to connect with (or toUserId) */
  userId?: string;
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
  /** Hide me: true takes the RSVP off the guest list others see (still counted; the host sees it); false shows it again */
  hidden?: boolean;
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
export const {
  useCreateConnectionMutation,
  useCancelRsvpMutation,
  useChangeRsvpMutation,
  useCreateRsvpMutation,
} = injectedRtkApi;
