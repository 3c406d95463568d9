import { useGetSessionQuery } from '@nightlife/api';

/** The signed-in user, or null; `loading` until the first session answer arrives. */
export function useSessionUser() {
  const { data, isLoading, isUninitialized } = useGetSessionQuery();
  return {
    loading: isLoading || isUninitialized,
    user: data?.authenticated ? (data.user ?? null) : null,
  };
}
