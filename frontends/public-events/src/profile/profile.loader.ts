// The profile at /{username}. A name no user holds must end on the shell's 404 page (issue 7),
// which only a route loader can reach (a thrown 404 in render would be logged as a crash), so
// the profile is fetched here: the 404 is known before anything renders.
import { isReservedUsername, USERNAME_PATTERN } from '@nightlife/domain';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { PublicProfile } from '../api/actions-api';

/** What the page shows: the profile, or the 'Profile Not Found' card for any other failure (spec 2 §8). */
export type ProfileLoaderData = { profile: PublicProfile } | { profile: null };

export function profileApiPath(username: string): string {
  return `/api/users/profile/${encodeURIComponent(username)}`;
}

export async function profileLoader({ params, request }: LoaderFunctionArgs): Promise<ProfileLoaderData> {
  const username = params.username ?? '';
  // A page's path or a malformed name can never be a user: no request needed.
  if (!USERNAME_PATTERN.test(username) || isReservedUsername(username)) throw data(null, { status: 404 });
  let response: Response;
  try {
    response = await fetch(profileApiPath(username), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { profile: null };
  }
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) return { profile: null };
  try {
    return { profile: (await response.json()) as PublicProfile };
  } catch {
    return { profile: null };
  }
}
