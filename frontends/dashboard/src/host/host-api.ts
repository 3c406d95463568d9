// Cache tags of the host workspace's endpoints (./../api/generated.ts is never edited).
import { EVENT_TAG, GUEST_LIST_TAG } from '@nightlife/api';
import { dashboardApi } from '../api/generated';

export const hostApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    listDashboardEvents: { providesTags: [EVENT_TAG] },
    listAttendingEvents: { providesTags: [EVENT_TAG] },
    getRsvpStats: { providesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    getEventById: { providesTags: [EVENT_TAG] },
    // The same tags as the public-events remote gives it: whichever remote loads first, they agree.
    createEvent: { invalidatesTags: [EVENT_TAG] },
    updateEvent: { invalidatesTags: [EVENT_TAG] },
    // The event's RSVPs go with it.
    deleteEvent: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
  },
});

// Taken from the enhanced api, so that importing a hook also applies the tags above.
export const {
  useCreateEventMutation,
  useDeleteEventMutation,
  useGetEventByIdQuery,
  useGetRsvpStatsQuery,
  useListAttendingEventsQuery,
  useListDashboardEventsQuery,
  useListEventRsvpsWithUsersQuery,
  useListThemesQuery,
  useUpdateEventMutation,
} = hostApi;
export type {
  AttendingEvent,
  CreateEventDto,
  DashboardEvent,
  EventFormValues,
  RsvpStats,
  RsvpWithUser,
  Theme,
} from '../api/generated';
