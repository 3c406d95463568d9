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
    listMyEventTickets: build.query<ListMyEventTicketsApiResponse, ListMyEventTicketsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/tickets/mine`,
      }),
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
    inviteFriends: build.mutation<InviteFriendsApiResponse, InviteFriendsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/rsvp/invitations`,
        method: 'POST',
      }),
    }),
    withdrawInvitation: build.mutation<WithdrawInvitationApiResponse, WithdrawInvitationApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/rsvp/invitations/${encodeURIComponent(String(queryArg.invitationId))}`,
        method: 'DELETE',
      }),
    }),
    reconfirmRsvp: build.mutation<ReconfirmRsvpApiResponse, ReconfirmRsvpApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/rsvp/reconfirm`,
        method: 'POST',
      }),
    }),
    leaveWaitlist: build.mutation<LeaveWaitlistApiResponse, LeaveWaitlistApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/waitlist`,
        method: 'DELETE',
      }),
    }),
    getWaitlistStatus: build.query<GetWaitlistStatusApiResponse, GetWaitlistStatusApiArg>({
      query: (queryArg) => ({ url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/waitlist` }),
    }),
    joinWaitlist: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.slug))}/waitlist`,
        method: 'POST',
        body: queryArg.joinWaitlistDto,
      }),
    }),
    getInvitation: build.query<GetInvitationApiResponse, GetInvitationApiArg>({
      query: (queryArg) => ({ url: `/api/invitations/${encodeURIComponent(String(queryArg.code))}` }),
    }),
    claimInvitation: build.mutation<ClaimInvitationApiResponse, ClaimInvitationApiArg>({
      query: (queryArg) => ({
        url: `/api/invitations/${encodeURIComponent(String(queryArg.code))}/claim`,
        method: 'POST',
      }),
    }),
    getUserProfile: build.query<GetUserProfileApiResponse, GetUserProfileApiArg>({
      query: (queryArg) => ({ url: `/api/users/profile/${encodeURIComponent(String(queryArg.username))}` }),
    }),
    acceptWaitlistOffer: build.mutation<AcceptWaitlistOfferApiResponse, AcceptWaitlistOfferApiArg>({
      query: (queryArg) => ({
        url: `/api/waitlist-offers/${encodeURIComponent(String(queryArg.offerId))}/accept`,
        method: 'POST',
      }),
    }),
    declineWaitlistOffer: build.mutation<DeclineWaitlistOfferApiResponse, DeclineWaitlistOfferApiArg>({
      query: (queryArg) => ({
        url: `/api/waitlist-offers/${encodeURIComponent(String(queryArg.offerId))}/decline`,
        method: 'POST',
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
export type GetConnectionStatusApiResponse = /** status 200  */ ConnectionStatus;
export type GetConnectionStatusApiArg = {
  userId: string;
};
export type ListMyEventTicketsApiResponse = /** status 200  */ MyTicket[];
export type ListMyEventTicketsApiArg = {
  eventId: string;
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
export type InviteFriendsApiResponse = /** status 200  */ PlusOneLink[];
export type InviteFriendsApiArg = {
  slug: string;
};
export type WithdrawInvitationApiResponse = unknown;
export type WithdrawInvitationApiArg = {
  slug: string;
  invitationId: string;
};
export type ReconfirmRsvpApiResponse = /** status 200  */ UserRsvp;
export type ReconfirmRsvpApiArg = {
  slug: string;
};
export type LeaveWaitlistApiResponse = unknown;
export type LeaveWaitlistApiArg = {
  slug: string;
};
export type GetWaitlistStatusApiResponse = /** status 200  */ WaitlistStatus;
export type GetWaitlistStatusApiArg = {
  slug: string;
};
export type JoinWaitlistApiResponse = /** status 201  */ WaitlistStatus;
export type JoinWaitlistApiArg = {
  slug: string;
  joinWaitlistDto: JoinWaitlistDto;
};
export type GetInvitationApiResponse = /** status 200  */ InvitationPreview;
export type GetInvitationApiArg = {
  code: string;
};
export type ClaimInvitationApiResponse = /** status 200  */ ClaimedInvitation;
export type ClaimInvitationApiArg = {
  code: string;
};
export type GetUserProfileApiResponse = /** status 200  */ PublicProfile;
export type GetUserProfileApiArg = {
  username: string;
};
export type AcceptWaitlistOfferApiResponse = /** status 200  */ UserRsvp;
export type AcceptWaitlistOfferApiArg = {
  offerId: string;
};
export type DeclineWaitlistOfferApiResponse = unknown;
export type DeclineWaitlistOfferApiArg = {
  offerId: string;
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
export type ConnectionStatus = {
  /** accepted once the caller connected with the user; none otherwise (and for oneself) */
  status: 'accepted' | 'none';
};
export type MyTicket = {
  /** The signed code the QR carries (ADR 0030): base64url of 41 bytes (format, kid, event id, ticket id, tier, party, version) and their Ed25519 signature */
  code: string;
  guestName: string;
  /** The issued ticket's id, or the RSVP's for General Admission */
  id: string;
  /** When the host issued it; null for the General Admission that comes with the RSVP */
  issuedAt: string | null;
  label: string;
  /** The guest and their plus-ones */
  partySize: number;
  price: string;
  rsvpId: string;
  ticketType: 'general' | 'vip' | 'backstage';
  /** Grows each time the ticket is reissued */
  version: number;
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
  /** Default: 0. */
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
  /** The invite code of the event's invitation link (`?invite=`): an invite-only event takes an RSVP only with it, unless the caller's RSVP is current (ADR 0038) */
  inviteCode?: string | null;
  message?: string | null;
  /** Default: 0. */
  plusOnes?: number;
  /** Stored and returned as going | maybe | cant_go; 'cant-go' is accepted too */
  response: 'going' | 'maybe' | 'cant_go' | 'cant-go';
};
export type PlusOneLink = {
  claimedAt: string | null;
  /** The claimant's name on the guest list */
  claimedBy: string | null;
  /** The secret of the link /event/{slug}/invite/{code} */
  code: string;
  id: string;
  /** Open: a friend may claim it */
  state: 'open' | 'claimed';
};
export type WaitlistOffer = {
  /** After this the places pass to the next party */
  expiresAt: string;
  id: string;
  /** The places it holds: the whole party */
  places: number;
  /** The event's zone, which the deadline is told in */
  timeZone: string;
};
export type WaitlistStatus = {
  /** The open offer, if any */
  offer: WaitlistOffer | null;
  /** 1 + plus-ones; null when not on the waitlist */
  partySize: number | null;
  /** The caller's turn among the waiting parties; null when not waiting (or offered) */
  position: number | null;
};
export type JoinWaitlistDto = {
  /** The invite code of the event's invitation link: an invite-only event needs it (ADR 0038) */
  inviteCode?: string | null;
  /** Default: 0. */
  plusOnes?: number;
};
export type InvitationEvent = {
  id: string;
  slug: string;
  startsAt: string;
  /** The zone the start is told in */
  timeZone: string;
  title: string;
};
export type InvitationPreview = {
  event: InvitationEvent;
  /** The inviter's name on the guest list */
  inviterName: string;
  /** Closed: withdrawn by the inviter, or their +1 is gone */
  state: 'open' | 'claimed' | 'closed';
  /** The caller is the inviter: it is their own link */
  yours: boolean;
};
export type ClaimedInvitation = {
  /** The ticket is at /event/{slug}/ticket */
  eventSlug: string;
  /** The claimant's own RSVP */
  rsvp: UserRsvp;
};
export type ProfileHostedEvent = {
  eventDate: string;
  eventSlug: string;
  eventStatus: 'upcoming' | 'past';
  eventTitle: string;
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
  /** Published events the user hosts, latest first: at most 6 (`stats.events` counts them all) */
  hosting: ProfileHostedEvent[];
  /** RSVPs to published events, latest event first: at most 6 going, then at most 6 maybe or can’t go */
  rsvps: ProfileRsvp[];
  stats: ProfileStats;
  user: PublicProfileUser;
};
export const {
  useCreateConnectionMutation,
  useGetConnectionStatusQuery,
  useListMyEventTicketsQuery,
  useCancelRsvpMutation,
  useChangeRsvpMutation,
  useCreateRsvpMutation,
  useInviteFriendsMutation,
  useWithdrawInvitationMutation,
  useReconfirmRsvpMutation,
  useLeaveWaitlistMutation,
  useGetWaitlistStatusQuery,
  useJoinWaitlistMutation,
  useGetInvitationQuery,
  useClaimInvitationMutation,
  useGetUserProfileQuery,
  useAcceptWaitlistOfferMutation,
  useDeclineWaitlistOfferMutation,
} = injectedRtkApi;
