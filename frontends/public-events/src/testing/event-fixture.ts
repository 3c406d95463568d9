import type { EventDetail, UserRsvp } from '../api/events-api';

/** An event as GET /api/events/{slug} answers it. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 'e1',
    slug: 'masquerade',
    title: 'Masquerade at the Velvet Room',
    tagline: 'Masks required.',
    description: 'An invitation-only masquerade.',
    status: 'upcoming',
    dateTime: '2026-11-25T03:00:00.000Z',
    eventDate: 'NOVEMBER 24, 2026',
    eventTime: '21:00 - 02:00',
    timeZone: 'America/Chicago',
    location: null,
    locationHidden: true,
    locationNote: 'RSVP to see location',
    hideLocationUntilRsvp: true,
    locationReveal: { mode: 'on-rsvp', hoursBefore: null },
    doorInstructions: null,
    guestListVisibility: 'signed-in',
    guestListShared: true,
    hiddenFromGuestList: false,
    requireApproval: false,
    waitlist: true,
    calendarLinks: {
      ics: '/api/events/masquerade/calendar.ics',
      google: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Masquerade',
      outlook: 'https://outlook.live.com/calendar/0/deeplink/compose?subject=Masquerade',
    },
    price: '$40',
    ageRestriction: '21+',
    maxCapacity: 120,
    unlimitedSpots: false,
    dressCode: 'Black tie with a mask',
    highlights: ['Live string quartet'],
    musicGenres: ['Jazz', 'Classical'],
    ticketUrl: 'https://tickets.example/masq',
    ctaButtonLabel: 'Buy Tickets',
    flyerImageUrl: null,
    flyerVideoUrl: null,
    posterUrl: null,
    galleryImages: [],
    themeId: 'midnight-luxe',
    hostId: 'u-host',
    hostName: 'Velvet Events',
    hostUsername: 'VelvetEvents',
    hostAvatar: null,
    hostEmail: null,
    rsvpCounts: { going: 7, maybe: 3, cantGo: 1, total: 11, headcount: 9, waiting: 0 },
    userRsvp: null,
    ...overrides,
  };
}

/** The caller's RSVP as the event answers it: Dana going alone, confirmed; with overrides. */
export function userRsvp(overrides: Partial<UserRsvp> = {}): UserRsvp {
  return {
    id: 'r1',
    createdAt: '2026-11-01T00:00:00.000Z',
    emoji: null,
    guestEmail: null,
    guestName: 'Dana Vega',
    message: null,
    plusOnes: 0,
    response: 'going',
    status: 'confirmed',
    ...overrides,
  };
}
