/** The six social handles of a profile (spec 2 §3), each null when not filled. */
export interface SocialHandles {
  instagramHandle: string | null;
  twitterHandle: string | null;
  tiktokHandle: string | null;
  linkedinHandle: string | null;
  youtubeHandle: string | null;
  spotifyHandle: string | null;
}

/** What a user tells about themself on their public profile. */
export interface ProfileDetails extends SocialHandles {
  bio: string | null;
  location: string | null;
  /** The address of the user's uploaded picture; set through the avatar upload only. */
  avatar: string | null;
  /** At most 4; the profile shows defaults when empty (profile-tags.ts). */
  eventTags: string[];
  /** A theme of the catalogue, or null for the default. */
  themeId: string | null;
  /** Set by the team after verification; never by the user. */
  isVerified: boolean;
}

export interface User extends ProfileDetails {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** Stored trimmed and lowercased. */
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  /** Set by host signup; the profile shows 'Book Event' instead of Connect. */
  isPromoter: boolean;
  createdAt: Date;
}

/** A new account's profile: nothing told yet. */
export const EMPTY_PROFILE: Readonly<ProfileDetails> = {
  bio: null,
  location: null,
  avatar: null,
  eventTags: [],
  themeId: null,
  isVerified: false,
  instagramHandle: null,
  twitterHandle: null,
  tiktokHandle: null,
  linkedinHandle: null,
  youtubeHandle: null,
  spotifyHandle: null,
};

/** What a session and the API expose about the signed-in user; never the password hash. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isPromoter: boolean;
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isPromoter: user.isPromoter,
  };
}

/** The owner's own view of their account: everything but the password hash. */
export type OwnProfile = Omit<User, 'passwordHash'>;

export function toOwnProfile(user: User): OwnProfile {
  const { passwordHash: _hidden, ...profile } = user;
  return { ...profile, eventTags: [...profile.eventTags] };
}

/** Spec 2 §2.11: first and last name, else the username. */
/** The letter an avatar shows without a picture: the first name's, else the username's. */
export function avatarInitial(user: Pick<User, 'firstName' | 'username'>): string {
  return (user.firstName.trim() || user.username).charAt(0).toUpperCase();
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = `${user.firstName.trim()} ${user.lastName.trim()}`.trim();
  return name || user.username;
}
