// Cache tags for ticket management's generated endpoints (../api/generated.ts is never edited).
import { EVENT_TAG, GUEST_LIST_TAG } from '@nightlife/api';
import { dashboardApi } from '../api/generated';

// Door passes (ADR 0033) are the host's alone: a tag of this remote's own.
const DOOR_PASS_TAG = 'DoorPass';

// Tickets belong to the guest list: an issue or a status change makes both stale, and a
// status change also the event views (a declined RSVP leaves the headcount, ADR 0015).
export const ticketsApi = dashboardApi.enhanceEndpoints({
  addTagTypes: [DOOR_PASS_TAG],
  endpoints: {
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
    listEventTickets: { providesTags: [GUEST_LIST_TAG] },
    issueTicket: { invalidatesTags: [GUEST_LIST_TAG] },
    updateRsvpStatus: { invalidatesTags: [GUEST_LIST_TAG, EVENT_TAG] },
    approveRsvps: { invalidatesTags: [GUEST_LIST_TAG, EVENT_TAG] },
    declineRsvps: { invalidatesTags: [GUEST_LIST_TAG, EVENT_TAG] },
    listWaitlistParties: { providesTags: [GUEST_LIST_TAG] },
    offerWaitlistPlaces: { invalidatesTags: [GUEST_LIST_TAG, EVENT_TAG] },
    // The invite-only event's link (ADR 0038): read with the event, replaced by the host.
    getEventById: { providesTags: [EVENT_TAG] },
    regenerateInviteCode: { invalidatesTags: [EVENT_TAG] },
    listDoorPasses: { providesTags: [DOOR_PASS_TAG] },
    createDoorPass: { invalidatesTags: [DOOR_PASS_TAG] },
    revokeDoorPass: { invalidatesTags: [DOOR_PASS_TAG] },
  },
});

export {
  useApproveRsvpsMutation,
  useCreateDoorPassMutation,
  useGetDoorStatsQuery,
  useGetEventByIdQuery,
  useRegenerateInviteCodeMutation,
  useListDoorPassesQuery,
  useRevokeDoorPassMutation,
  useDeclineRsvpsMutation,
  useIssueTicketMutation,
  useListEventRsvpsWithUsersQuery,
  useListEventTicketsQuery,
  useListWaitlistPartiesQuery,
  useOfferWaitlistPlacesMutation,
  useUpdateRsvpStatusMutation,
} from '../api/generated';
export type {
  DoorPass,
  EventTickets,
  NewDoorPass,
  IssuedTicket,
  RsvpWithUser,
  TicketTypeSummary,
  UpdateRsvpStatusDto,
  WaitlistParty,
} from '../api/generated';
