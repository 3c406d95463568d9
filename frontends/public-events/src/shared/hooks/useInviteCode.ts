import { useSearchParams } from 'react-router';

// Not in the event page's first load (ADR 0010): that page reads the code and builds its one link
// itself (event-page.model's rsvpNowPath).

/** The invite code of the invitation link this page was opened with (`?invite=`, ADR 0038). */
export function useInviteCode(): string | undefined {
  const [params] = useSearchParams();
  return params.get('invite') || undefined;
}

/**
 * An event page's path carrying the invite code of an invite-only event's link (ADR 0038), so the
 * code reaches the RSVP through the event page, the sign-up and back.
 */
export function withInvite(path: string, invite: string | undefined): string {
  return invite ? `${path}?invite=${encodeURIComponent(invite)}` : path;
}
