import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `users` (migration Migration20261121120000_accounts). Case-insensitive uniqueness of
// username and email lives in unique indexes on lower(...) in that migration.
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    username: p.string().length(30),
    firstName: p.string().length(50),
    lastName: p.string().length(50),
    email: p.string().length(254),
    phoneNumber: p.string().length(20).nullable(),
    passwordHash: p.text().lazy(),
    isPromoter: p.boolean(),
    // Profile columns (migrations Migration20261121131500_connections_and_guest_profiles and
    // Migration20261124204544_profiles_and_settings).
    avatar: p.text().nullable(),
    bio: p.text().nullable(),
    location: p.text().nullable(),
    isVerified: p.boolean().default(false),
    instagramHandle: p.string().length(100).nullable(),
    twitterHandle: p.string().length(100).nullable(),
    tiktokHandle: p.string().length(100).nullable(),
    linkedinHandle: p.string().length(100).nullable(),
    youtubeHandle: p.string().length(100).nullable(),
    spotifyHandle: p.string().length(100).nullable(),
    eventTags: p.array().default([]),
    themeId: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export type UserRecord = InferEntity<typeof UserSchema>;
