// Cache tags for the RSVP, ticket and profile pages' own endpoints (./actions.generated.ts is never
// edited). A module of its own, so the event and list pages do not load these endpoints.
import { CONNECTION_TAG, EVENT_TAG, GUEST_LIST_TAG } from '@nightlife/api';
import { publicEventsActionsApi } from './actions.generated';

export const eventsActionsApi = publicEventsActionsApi.enhanceEndpoints({
  endpoints: {
    // Spec 1 §7: after an RSVP the event is refreshed.
    createRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    changeRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    cancelRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    getConnectionStatus: { providesTags: [CONNECTION_TAG] },
    // The waitlist: the caller's turn and offer, read with the event and refreshed with it.
    getWaitlistStatus: { providesTags: [EVENT_TAG] },
    joinWaitlist: { invalidatesTags: [EVENT_TAG] },
    leaveWaitlist: { invalidatesTags: [EVENT_TAG] },
    acceptWaitlistOffer: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    declineWaitlistOffer: { invalidatesTags: [EVENT_TAG] },
    reconfirmRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    // +1 links (ADR 0029): a claim makes the friend's RSVP and lowers the inviter's plus-ones.
    getInvitation: { providesTags: [EVENT_TAG] },
    claimInvitation: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    // Spec 1 §4: on Connect success the attendee list is refreshed (and the connection views).
    createConnection: { invalidatesTags: [GUEST_LIST_TAG, CONNECTION_TAG] },
  },
});

export {
  useAcceptWaitlistOfferMutation,
  useCancelRsvpMutation,
  useChangeRsvpMutation,
  useClaimInvitationMutation,
  useCreateConnectionMutation,
  useCreateRsvpMutation,
  useDeclineWaitlistOfferMutation,
  useGetConnectionStatusQuery,
  useGetInvitationQuery,
  useInviteFriendsMutation,
  useGetWaitlistStatusQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useReconfirmRsvpMutation,
  useWithdrawInvitationMutation,
} from './actions.generated';
export type * from './actions.generated';
