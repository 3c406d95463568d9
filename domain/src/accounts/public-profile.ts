import { nightlifeLevel, type NightlifeLevel } from './nightlife-level.js';
import type { OwnProfile, ProfileDetails, SocialHandles } from './user.js';

/** What anyone may see of a user (spec 2 §2.11): never the email, the phone number or the password hash. */
export interface PublicProfileUser extends SocialHandles, Omit<ProfileDetails, keyof SocialHandles> {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  isPromoter: boolean;
  nightlifeLevel: NightlifeLevel;
  createdAt: Date;
}

/** The owner's view of their own profile: the public one plus their contact details. */
export interface OwnProfileView extends PublicProfileUser {
  email: string;
  phoneNumber: string | null;
}

/** The public profile of a user with `goingCount` going RSVPs, field by field (nothing else leaks). */
export function toPublicProfileUser(user: OwnProfile, goingCount: number): PublicProfileUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    location: user.location,
    avatar: user.avatar,
    instagramHandle: user.instagramHandle,
    twitterHandle: user.twitterHandle,
    tiktokHandle: user.tiktokHandle,
    linkedinHandle: user.linkedinHandle,
    youtubeHandle: user.youtubeHandle,
    spotifyHandle: user.spotifyHandle,
    eventTags: [...user.eventTags],
    themeId: user.themeId,
    isVerified: user.isVerified,
    isPromoter: user.isPromoter,
    nightlifeLevel: nightlifeLevel(goingCount),
    createdAt: user.createdAt,
  };
}

export function toOwnProfileView(user: OwnProfile, goingCount: number): OwnProfileView {
  return { ...toPublicProfileUser(user, goingCount), email: user.email, phoneNumber: user.phoneNumber };
}

/**
 * 'Joined March 2025': the month the account was made, in `timeZone` (the viewer's zone when
 * left out: the profile page; the server's first frame of it says it in UTC).
 */
export function joinedText(createdAt: string | Date, timeZone?: string): string {
  const month = new Date(createdAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone });
  return `Joined ${month}`;
}
