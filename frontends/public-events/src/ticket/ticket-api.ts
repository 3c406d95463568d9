// Cache tag of the caller's own tickets (../api/actions.generated.ts is never edited): the host issuing
// or declining changes them, like the guest list they belong to.
import { GUEST_LIST_TAG } from '@nightlife/api';
import { publicEventsActionsApi } from '../api/actions.generated';

export const ticketApi = publicEventsActionsApi.enhanceEndpoints({
  endpoints: {
    listMyEventTickets: { providesTags: [GUEST_LIST_TAG] },
  },
});

export { useListMyEventTicketsQuery } from '../api/actions.generated';
