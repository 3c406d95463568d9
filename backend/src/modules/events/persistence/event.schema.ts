import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';
import type { GuestListVisibility, LocationReveal } from '@nightlife/domain';

// Table `events` (migration Migration20261121120100_events). The host is kept as a plain
// uuid column (foreign key in the migration) so this module does not depend on the
// accounts module's user schema.
export const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'events',
  properties: {
    id: p.uuid().primary(),
    slug: p.text().unique(),
    title: p.text(),
    tagline: p.text().nullable(),
    description: p.text().nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime().nullable(),
    timeZone: p.text(),
    location: p.text().nullable(),
    locationReveal: p.json<LocationReveal>(),
    doorInstructions: p.text().nullable(),
    guestListVisibility: p.text().$type<GuestListVisibility>().default('signed-in'),
    price: p.text().nullable(),
    ageRestriction: p.text().nullable(),
    maxCapacity: p.integer().nullable(),
    unlimitedSpots: p.boolean(),
    dressCode: p.text().nullable(),
    highlights: p.array(),
    musicGenres: p.array(),
    ticketUrl: p.text().nullable(),
    ctaButtonLabel: p.text(),
    flyerImageUrl: p.text().nullable(),
    flyerVideoUrl: p.text().nullable(),
    posterUrl: p.text().nullable(),
    useVideoInsteadOfImage: p.boolean(),
    galleryImages: p.array(),
    galleryVideos: p.array(),
    partnerNames: p.array(),
    partnerLogos: p.array(),
    playlistLink: p.text().nullable(),
    registryLink: p.text().nullable(),
    allowGuestInvites: p.boolean(),
    requireApproval: p.boolean(),
    openInvite: p.boolean(),
    waitlist: p.boolean().default(true),
    waitlistOfferHours: p.smallint().default(2),
    hasGroupOrder: p.boolean(),
    isDraft: p.boolean(),
    reminderHours: p.array<number>(Number).columnType('int[]'),
    isPublished: p.boolean(),
    isPrivate: p.boolean(),
    themeId: p.text().nullable(),
    hostId: p.uuid(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type EventRecord = InferEntity<typeof EventSchema>;
