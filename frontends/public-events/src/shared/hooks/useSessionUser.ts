import { useGetSessionQuery } from '@nightlife/api';

/** The signed-in user, once the session is known (`loading` until then). */
export function useSessionUser() {
  const { data, isLoading } = useGetSessionQuery();
  const user = data?.authenticated ? (data.user ?? null) : null;
  return { loading: isLoading, user };
}
