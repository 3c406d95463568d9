import { sessionQueryOptions, useGetSessionQuery } from '@nightlife/api';

/** The signed-in user, or null; polled every 10 minutes and refetched on focus (spec 1 §7). */
export function useSession() {
  const { data, isLoading } = useGetSessionQuery(undefined, sessionQueryOptions);
  const user = data?.authenticated ? (data.user ?? null) : null;
  return { user, isLoading };
}
