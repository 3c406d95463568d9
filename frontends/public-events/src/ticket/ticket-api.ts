// Cache tag of the caller's own tickets (../api/generated.ts is never edited): the host issuing
// or declining changes them, like the guest list they belong to.
import { GUEST_LIST_TAG } from '@nightlife/api';
import { publicEventsApi } from '../api/generated';

export const ticketApi = publicEventsApi.enhanceEndpoints({
  endpoints: {
    listMyEventTickets: { providesTags: [GUEST_LIST_TAG] },
  },
});

export { useListMyEventTicketsQuery } from '../api/generated';
export type { IssuedTicket } from '../api/generated';
