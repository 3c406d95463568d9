// Cache tag of the events list (./list.generated.ts is never edited): a module of its own, so the
// event page does not load the list's endpoint (its first load is on a byte budget, ADR 0010).
import { EVENT_TAG } from '@nightlife/api';
import { publicEventsListApi } from './list.generated';

export const eventsListApi = publicEventsListApi.enhanceEndpoints({
  endpoints: { listEvents: { providesTags: [EVENT_TAG] } },
});

export { useListEventsQuery } from './list.generated';
export type * from './list.generated';
