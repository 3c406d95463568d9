// The /events route's loader: the list the URL asks for, in the store before the page renders.
import { prefetch } from '@nightlife/api';
import type { LoaderFunctionArgs } from 'react-router';
import { eventsListApi } from '../api/list-api';
import { eventsRequest, readEventsUrl } from './events-url-state';

export async function eventsLoader({ url }: LoaderFunctionArgs): Promise<null> {
  const state = readEventsUrl(url.searchParams);
  await prefetch(eventsListApi.endpoints.listEvents.initiate(eventsRequest(state)));
  return null;
}
