import { uuidv7 } from '@nightlife/domain';

/**
 * A row for `em.insertMany(EventSchema, …)`: a published, non-draft event in UTC with every
 * optional field empty. Tests state only what they are about through `fields`.
 */
export function eventRow(fields: { slug: string; hostId: string; startsAt: Date } & Record<string, unknown>) {
  const now = new Date();
  return {
    id: uuidv7(),
    title: `Title of ${fields.slug}`,
    tagline: null,
    description: null,
    endsAt: null,
    timeZone: 'UTC',
    location: null,
    locationReveal: { mode: 'public' as const, hoursBefore: null },
    guestListVisibility: 'signed-in' as const,
    doorInstructions: null,
    price: null,
    ageRestriction: '21+',
    maxCapacity: null,
    unlimitedSpots: true,
    dressCode: null,
    highlights: [],
    musicGenres: [],
    ticketUrl: null,
    ctaButtonLabel: 'Buy Tickets',
    flyerImageUrl: null,
    flyerVideoUrl: null,
    posterUrl: null,
    useVideoInsteadOfImage: false,
    galleryImages: [],
    galleryVideos: [],
    partnerNames: [],
    partnerLogos: [],
    playlistLink: null,
    registryLink: null,
    allowGuestInvites: false,
    allowReentry: false,
    requireApproval: false,
    openInvite: false,
    hasGroupOrder: false,
    isDraft: false,
    reminderHours: [24, 2],
    isPublished: true,
    isPrivate: false,
    inviteCode: null,
    themeId: 'neon-nights',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
