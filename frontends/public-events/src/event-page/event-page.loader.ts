// The event page's loader: the event, in the store before the page renders.
import { prefetch } from '@nightlife/api';
import type { LoaderFunctionArgs } from 'react-router';
import { eventsApi } from '../api/events-api';
import { eventPageQuery } from './event-page.model';

export async function eventPageLoader({ params, url }: LoaderFunctionArgs): Promise<null> {
  const query = eventPageQuery(params.slug ?? '', url.searchParams);
  await prefetch(eventsApi.endpoints.getEventBySlug.initiate(query));
  return null;
}
