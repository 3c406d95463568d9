// The journey's calls the generated client lacks (docs/api-contract.md, "Public event journey"):
// the list's search and status filter, RSVP, the guest list and connecting.
// They are injected here because backend/openapi/openapi.json does not describe them yet;
// once the codegen produces them, this file becomes re-exports from '@nightlife/api'.
// The endpoint names carry a prefix so they never collide with the generated ones.
import { api, type EventPage } from '@nightlife/api';

export interface EventsListRequest {
  page: number;
  limit: number;
  q?: string;
  status?: 'upcoming' | 'past';
}

/** The list answer plus the per-status totals for the current search. */
export interface EventsListResponse extends EventPage {
  counts?: { all: number; upcoming: number; past: number };
}

export type RsvpResponseValue = 'going' | 'maybe' | 'cant_go';

export interface CreateRsvpBody {
  guestName: string;
  guestEmail: string | null;
  response: RsvpResponseValue;
  emoji: string | null;
  message: string | null;
  plusOnes: number;
}

export interface RsvpUser {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  isVerified: boolean;
  location: string | null;
}

export interface RsvpWithUser {
  id: string;
  /** null when the guest's account no longer exists. */
  userId: string | null;
  guestName: string;
  /** Either spelling of "can't go" may arrive (spec 1 §4). */
  response: string;
  emoji: string | null;
  message: string | null;
  plusOnes: number;
  status: string;
  createdAt: string;
  user: RsvpUser | null;
}

export interface Connection {
  id: string;
  toUserId: string;
  status: 'accepted';
  createdAt: string;
}

/** A guest list: stale after an RSVP or a new connection. */
const GUEST_LIST_TAG = 'EventGuestList';

const journeyApi = api.enhanceEndpoints({ addTagTypes: [GUEST_LIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    publicEventsListEvents: build.query<EventsListResponse | null, EventsListRequest>({
      query: (params) => ({ url: '/api/events', params }),
    }),
    publicEventsCreateRsvp: build.mutation<unknown, { slug: string; body: CreateRsvpBody }>({
      query: ({ slug, body }) => ({
        url: `/api/events/${encodeURIComponent(slug)}/rsvp`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [GUEST_LIST_TAG],
    }),
    publicEventsListEventRsvpsWithUsers: build.query<RsvpWithUser[] | null, { eventId: string }>({
      query: ({ eventId }) => ({ url: '/api/events/rsvps-with-users', params: { eventId } }),
      providesTags: [GUEST_LIST_TAG],
    }),
    publicEventsCreateConnection: build.mutation<Connection, { userId: string }>({
      query: (body) => ({ url: '/api/connections', method: 'POST', body }),
      // Spec 1 §4: on success the attendee list is refreshed.
      invalidatesTags: [GUEST_LIST_TAG],
    }),
  }),
});

export const {
  usePublicEventsListEventsQuery: useListEventsQuery,
  usePublicEventsCreateRsvpMutation: useCreateRsvpMutation,
  usePublicEventsListEventRsvpsWithUsersQuery: useListEventRsvpsWithUsersQuery,
  usePublicEventsCreateConnectionMutation: useCreateConnectionMutation,
} = journeyApi;
