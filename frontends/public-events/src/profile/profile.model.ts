import { displayName, displayTags, SOCIAL_PLATFORMS, socialLink } from '@nightlife/domain';
import type { ProfileHostedEvent, ProfileRsvp, PublicProfile, PublicProfileUser } from '../api/actions-api';

/** 'Joined March 2025' (the month the account was made, in the viewer's zone). */
export { joinedText } from '@nightlife/domain';

export interface SocialButton {
  label: string;
  href: string;
}

/** A button per filled handle, in the spec's order (Instagram, X, TikTok, LinkedIn, YouTube, Spotify). */
export function socialButtons(user: PublicProfileUser): SocialButton[] {
  return SOCIAL_PLATFORMS.flatMap(({ field, label }) => {
    const href = socialLink(field, user[field]);
    return href ? [{ label, href }] : [];
  });
}

export interface ProfileView {
  name: string;
  tags: string[];
  /** 'Upcoming Events (n)': going RSVPs. */
  upcoming: { count: number; rsvps: ProfileRsvp[] };
  /** 'Past Events (n)': maybe and can't-go RSVPs (spec 2 §4). */
  past: { count: number; rsvps: ProfileRsvp[] };
  /**
   * 'Hosting (n)': the published events the user hosts, the "Events" stat; only for a host, so
   * that a host's profile does not read "Events 4" over two empty tabs of RSVPs.
   */
  hosting: { count: number; events: ProfileHostedEvent[] } | null;
}

export function profileView(profile: PublicProfile): ProfileView {
  const { user, stats, rsvps } = profile;
  return {
    name: displayName(user),
    tags: displayTags(user.eventTags),
    upcoming: { count: stats.going, rsvps: rsvps.filter((rsvp) => rsvp.response === 'going') },
    past: { count: stats.maybe + stats.cantGo, rsvps: rsvps.filter((rsvp) => rsvp.response !== 'going') },
    hosting: stats.events > 0 ? { count: stats.events, events: profile.hosting } : null,
  };
}

/** The absolute link a QR code or a share carries: the profile's QR target (spec 2 §2.11). */
export function qrTargetUrl(origin: string, userId: string): string {
  return `${origin}/qr/${encodeURIComponent(userId)}`;
}

export function profileUrl(origin: string, username: string): string {
  return `${origin}/${encodeURIComponent(username)}`;
}

/** What the main action button of a profile is for this viewer (spec 2 §2.11, §4). */
export type ProfileAction =
  | { kind: 'edit' }
  | { kind: 'book' }
  | { kind: 'sign-in' }
  | { kind: 'loading' }
  | { kind: 'connect' }
  | { kind: 'connected' };

export function profileAction(
  user: Pick<PublicProfileUser, 'id' | 'isPromoter'>,
  viewer: { id: string } | null,
  status: 'accepted' | 'none' | undefined,
): ProfileAction {
  if (viewer?.id === user.id) return { kind: 'edit' };
  if (user.isPromoter) return { kind: 'book' };
  if (!viewer) return { kind: 'sign-in' };
  if (status === undefined) return { kind: 'loading' };
  return status === 'accepted' ? { kind: 'connected' } : { kind: 'connect' };
}
