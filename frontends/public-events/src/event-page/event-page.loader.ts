// The event page's loader: the event, in the store before the page renders.
import { prefetch } from '@nightlife/api';
import type { LoaderFunctionArgs } from 'react-router';
import { eventsApi } from '../api/events-api';

export async function eventPageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  // The same arguments as the page's own query (EventPage.tsx), so both read one cache entry.
  const invite = new URL(request.url).searchParams.get('invite') || undefined;
  await prefetch(eventsApi.endpoints.getEventBySlug.initiate({ event: params.slug ?? '', invite }));
  return null;
}
