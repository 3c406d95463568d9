import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addDaysToDateKey,
  EVENT_FIELDS,
  normalizeLocationReveal,
  DEMO_STAFF_USERNAME,
  localDateKey,
  privateSlug,
  RSVP_EMOJIS,
  rsvpGuestName,
  THEMES,
  type RsvpResponse,
  type User,
  slugify,
  uuidv7,
  zonedDateTimeToInstant,
} from '@nightlife/domain';
import { Argon2PasswordHasher, UserSchema } from '../modules/accounts';
import { EventSchema } from '../modules/events';
import { RECOUNT_PLACES_SQL, RsvpSchema } from '../modules/rsvps';
import { uuidArray } from '../platform/database/sql-values';
import type { DemoMedia } from './demo-media';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'nightlife-demo';
const DEMO_TIME_ZONE = 'America/Chicago';

interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  isPromoter: boolean;
}

const HOSTS: DemoUser[] = [
  { username: 'djnova', firstName: 'Nova', lastName: 'Reyes', isPromoter: true },
  { username: 'maya.lights', firstName: 'Maya', lastName: 'Chen', isPromoter: true },
  { username: 'velvetroom', firstName: 'Velvet', lastName: 'Room', isPromoter: true },
];

/** Sees the staff inbox (/staff): staff by configuration whenever demo data is seeded. */
const STAFF: DemoUser[] = [
  { username: DEMO_STAFF_USERNAME, firstName: 'Nina', lastName: 'Ortiz', isPromoter: false },
];

const ATTENDEES: DemoUser[] = [
  { username: 'jordan.k', firstName: 'Jordan', lastName: 'Kim', isPromoter: false },
  { username: 'priya_s', firstName: 'Priya', lastName: 'Shah', isPromoter: false },
  { username: 'marcus.beats', firstName: 'Marcus', lastName: 'Bell', isPromoter: false },
  { username: 'lena.dances', firstName: 'Lena', lastName: 'Novak', isPromoter: false },
  { username: 'theo_after_dark', firstName: 'Theo', lastName: 'Grant', isPromoter: false },
  { username: 'sofia.r', firstName: 'Sofia', lastName: 'Ramirez', isPromoter: false },
  { username: 'kai.waves', firstName: 'Kai', lastName: 'Okafor', isPromoter: false },
  { username: 'ava.moon', firstName: 'Ava', lastName: 'Moon', isPromoter: false },
];

/** What a few demo users tell on their profiles (the rest keep the defaults). */
const DEMO_PROFILES: Record<string, Partial<Omit<User, 'id' | 'username' | 'passwordHash'>>> = {
  djnova: {
    bio: 'Resident DJ and promoter. Synthwave, techno and rooftops until sunrise.',
    location: 'St. Louis, MO',
    instagramHandle: '@djnova',
    spotifyHandle: 'djnova',
    eventTags: ['Synthwave', 'Techno', 'Rooftops'],
    isVerified: true,
  },
  'maya.lights': {
    bio: 'Light shows and late nights. Booking warehouse parties across the Midwest.',
    location: 'Chicago, IL',
    instagramHandle: '@maya.lights',
    tiktokHandle: '@mayalights',
    eventTags: ['House', 'Warehouse', 'Visuals'],
  },
  'lena.dances': {
    bio: 'First on the dance floor, last to leave. Always up for a new crew.',
    location: 'St. Louis, MO',
    instagramHandle: '@lena.dances',
    twitterHandle: '@lenadances',
    eventTags: ['Dancing', 'Afterparties', 'Disco', 'House'],
  },
  'jordan.k': {
    bio: 'Weekend explorer of every basement club in town.',
    location: 'St. Louis, MO',
    eventTags: ['Hip-Hop', 'R&B'],
  },
};

interface DemoEvent {
  host: string;
  title: string;
  tagline: string;
  description: string;
  /** Days from today's date in Chicago (negative = past). */
  day: number;
  start: [hour: number, minute: number];
  /** End on the next calendar day when earlier than the start; null = no end time. */
  end: [hour: number, minute: number] | null;
  location: string;
  price: string;
  ageRestriction: string;
  dressCode: string;
  highlights: string[];
  musicGenres: string[];
  hideLocationUntilRsvp?: boolean;
  maxCapacity?: number;
  isDraft?: boolean;
  ticketUrl?: string;
  /** Guests' plus-ones are links friends claim (ADR 0029). */
  allowGuestInvites?: boolean;
}

const EVENTS: DemoEvent[] = [
  {
    host: 'djnova',
    title: 'Neon Static: Opening Night',
    tagline: 'Synths, strobes and a sold-out dance floor.',
    description:
      'Nova kicks off the season with a four-hour synthwave set under a ceiling of neon tubes. Doors at nine, first set at ten.',
    day: -21,
    start: [21, 0],
    end: [2, 0],
    location: 'The Mercury Loft, 1420 W Fulton St, Chicago',
    price: '$20 before 11pm',
    ageRestriction: '21+',
    dressCode: 'Neon accents encouraged',
    highlights: ['Four-hour synthwave set', 'Glow bar', 'Photo booth'],
    musicGenres: ['Synthwave', 'Electro'],
  },
  {
    host: 'maya.lights',
    title: 'Rooftop Golden Hour',
    tagline: 'Sunset house music above the river.',
    description:
      'Deep house from sunset to last light on a rooftop with a view of the river. Light bites and spritz bar included.',
    day: -9,
    start: [18, 30],
    end: [23, 0],
    location: 'Riverline Rooftop, 333 N Canal St, Chicago',
    price: '$35 includes two drinks',
    ageRestriction: '21+',
    dressCode: 'Summer whites',
    highlights: ['Sunset DJ set', 'Spritz bar', 'City skyline views'],
    musicGenres: ['Deep House', 'Disco'],
  },
  {
    host: 'velvetroom',
    title: 'Velvet Jazz After Dark',
    tagline: 'Late-night jazz, low lights, good company.',
    description:
      'A quartet plays standards and originals until close. Reserved booths for groups of four or more.',
    day: -2,
    start: [20, 0],
    end: [23, 30],
    location: 'The Velvet Room, 2210 N Milwaukee Ave, Chicago',
    price: '$15 cover',
    ageRestriction: '25+',
    dressCode: 'Smart casual',
    highlights: ['Live quartet', 'Craft cocktails', 'Reserved booths'],
    musicGenres: ['Jazz', 'Soul'],
  },
  {
    host: 'djnova',
    title: 'Bass Cathedral',
    tagline: 'A warehouse, a wall of subwoofers, no curfew.',
    description:
      'Three DJs, one massive sound system and an industrial warehouse on the west side. Ear plugs at the door.',
    day: 0,
    start: [22, 0],
    end: [4, 0],
    location: 'Warehouse 9, 2500 W Lake St, Chicago',
    price: '$25 at the door',
    ageRestriction: '21+',
    dressCode: 'All black',
    highlights: ['Three headliners', 'Custom sound system', 'Late-night food truck'],
    musicGenres: ['Dubstep', 'Drum & Bass'],
    ticketUrl: 'https://tickets.example.com/bass-cathedral',
  },
  {
    host: 'maya.lights',
    title: 'Glow Garden Silent Disco',
    tagline: 'Three channels, one garden, zero noise complaints.',
    description:
      'Pick a headphone channel and dance among lantern-lit greenery. Switch between house, throwbacks and hip-hop whenever you like.',
    day: 1,
    start: [20, 0],
    end: [23, 59],
    location: 'Lincoln Park Conservatory Lawn, Chicago',
    price: 'Free with RSVP',
    ageRestriction: 'All Ages',
    dressCode: 'Wear something that glows',
    highlights: ['Three DJ channels', 'Lantern-lit garden', 'Glow sticks provided'],
    musicGenres: ['House', 'Pop', 'Hip-Hop'],
  },
  {
    host: 'velvetroom',
    title: 'Masquerade at the Velvet Room',
    tagline: 'Secret location. Masks required. Stories optional.',
    description:
      'An invitation-only masquerade in a hidden speakeasy. The address is shared with guests once they RSVP.',
    day: 3,
    start: [21, 0],
    end: [2, 0],
    location: 'Hidden speakeasy, 18 E Hubbard St (basement door), Chicago',
    price: '$40 includes a welcome cocktail',
    ageRestriction: '21+',
    dressCode: 'Black tie with a mask',
    highlights: ['Live string trio', 'Tarot corner', 'Midnight unmasking'],
    musicGenres: ['Jazz', 'Classical'],
    hideLocationUntilRsvp: true,
  },
  {
    host: 'djnova',
    title: 'Afrobeats & Amapiano Night',
    tagline: 'Log drums until the lights come on.',
    description: 'Two rooms: Afrobeats upstairs, amapiano downstairs. Dance lessons for the first hour.',
    day: 5,
    start: [22, 0],
    end: [3, 0],
    location: 'Sound Bar, 226 W Ontario St, Chicago',
    price: '$20 before 11pm, $30 after',
    ageRestriction: '21+',
    dressCode: 'Dress to impress',
    highlights: ['Two rooms', 'Free dance lesson at 10pm', 'Hookah lounge'],
    musicGenres: ['Afrobeats', 'Amapiano', 'Dancehall'],
    ticketUrl: 'https://tickets.example.com/afrobeats-amapiano',
  },
  {
    host: 'maya.lights',
    title: 'Intimate Vinyl Listening Session',
    tagline: 'Forty seats, one turntable, no phones.',
    description:
      'A full album played start to finish on a hi-fi system, followed by a conversation with the crate digger who picked it.',
    day: 8,
    start: [19, 0],
    end: [22, 0],
    location: 'Hi-Fi Parlor, 1547 N Damen Ave, Chicago',
    price: '$12',
    ageRestriction: '18+',
    dressCode: 'Comfortable',
    highlights: ['Audiophile sound system', 'Natural wine', 'Limited to 40 guests'],
    musicGenres: ['Soul', 'Funk', 'Jazz'],
    maxCapacity: 40,
  },
  {
    host: 'velvetroom',
    title: 'Disco Inferno Roller Night',
    tagline: 'Seventies disco on eight wheels.',
    description:
      'Skate rentals included. A disco ball the size of a car and a DJ who only plays records from 1974 to 1981.',
    day: 12,
    start: [20, 0],
    end: [1, 0],
    location: 'Starlight Rink, 4100 S Archer Ave, Chicago',
    price: '$18 with skate rental',
    ageRestriction: '18+',
    dressCode: 'Bell bottoms and sequins',
    highlights: ['Skate rental included', 'Costume contest', 'Disco-only DJ'],
    musicGenres: ['Disco', 'Funk'],
  },
  {
    host: 'djnova',
    title: 'Techno Sunrise Marathon',
    tagline: 'Eight hours, one booth, sunrise finale.',
    description:
      'A marathon set that starts at midnight and ends with the sunrise over the lake. Coffee bar opens at 4am.',
    day: 16,
    start: [0, 0],
    end: [8, 0],
    location: 'Lakeside Pavilion, 1600 N Lake Shore Dr, Chicago',
    price: '$45 advance',
    ageRestriction: '21+',
    dressCode: 'Layers: it gets cold by the lake',
    highlights: ['Eight-hour set', 'Sunrise finale', 'Coffee bar from 4am'],
    musicGenres: ['Techno'],
  },
  {
    host: 'maya.lights',
    title: 'Latin Heat Saturday',
    tagline: 'Salsa, bachata and reggaeton till late.',
    description: 'Live percussion with the DJ, salsa lesson at nine and a bachata social after eleven.',
    day: 23,
    start: [21, 0],
    end: null,
    location: 'Club Tropicana, 3300 W North Ave, Chicago',
    price: '$15 before 10pm',
    ageRestriction: '21+',
    dressCode: 'Dancing shoes required',
    highlights: ['Live percussion', 'Salsa lesson at 9pm', 'Bachata social'],
    musicGenres: ['Salsa', 'Bachata', 'Reggaeton'],
    allowGuestInvites: true,
  },
  {
    host: 'velvetroom',
    title: "New Year's Eve Gala",
    tagline: 'Champagne, confetti and a countdown.',
    description: 'Planning in progress: line-up and ticket tiers to be announced.',
    day: 40,
    start: [21, 0],
    end: [2, 0],
    location: 'The Velvet Room, 2210 N Milwaukee Ave, Chicago',
    price: 'TBA',
    ageRestriction: '21+',
    dressCode: 'Black tie',
    highlights: ['Champagne toast', 'Confetti drop'],
    musicGenres: ['House', 'Pop'],
    isDraft: true,
  },
];

type RsvpPlan = [attendee: string, response: RsvpResponse, plusOnes: number, message: string | null];

// RSVPs by event index: every response, some plus-ones and messages, none on the draft.
const RSVPS: Record<number, RsvpPlan[]> = {
  0: [
    ['jordan.k', 'going', 1, 'Best night of the year!'],
    ['priya_s', 'going', 0, null],
    ['marcus.beats', 'maybe', 0, null],
  ],
  1: [
    ['lena.dances', 'going', 2, 'Bringing my roommates'],
    ['sofia.r', 'cant_go', 0, 'Out of town, next time!'],
  ],
  2: [['ava.moon', 'going', 0, 'Saving a booth']],
  3: [
    ['jordan.k', 'going', 0, null],
    ['marcus.beats', 'going', 3, 'Squad is ready'],
    ['theo_after_dark', 'maybe', 0, 'Depends on work'],
    ['kai.waves', 'cant_go', 0, null],
  ],
  4: [
    ['priya_s', 'going', 1, null],
    ['lena.dances', 'going', 0, 'Channel two all night'],
    ['ava.moon', 'maybe', 0, null],
    ['sofia.r', 'going', 2, null],
  ],
  5: [
    ['kai.waves', 'going', 1, 'Mask is ready'],
    ['sofia.r', 'maybe', 0, null],
  ],
  6: [
    ['theo_after_dark', 'going', 0, null],
    ['jordan.k', 'maybe', 1, null],
    ['priya_s', 'cant_go', 0, 'Family wedding that weekend'],
    ['marcus.beats', 'going', 2, null],
  ],
  7: [
    ['ava.moon', 'going', 0, 'Love this album'],
    ['lena.dances', 'maybe', 0, null],
  ],
  8: [
    ['kai.waves', 'going', 4, 'Roller crew assemble'],
    ['theo_after_dark', 'cant_go', 0, null],
  ],
  9: [['marcus.beats', 'maybe', 0, 'If I can stay up that late']],
  10: [
    ['sofia.r', 'going', 1, 'Salsa time'],
    ['jordan.k', 'going', 0, null],
  ],
};

const EMOJI_BY_RESPONSE: Record<RsvpResponse, readonly string[]> = {
  going: RSVP_EMOJIS.slice(0, 7),
  maybe: ['🤔', '🤷'],
  cant_go: ['😢'],
};

/** 'HH:MM' of an [hour, minute] pair. */
function wallTime([hour, minute]: [number, number]): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Fills an empty database with demo hosts, attendees, events and RSVPs so a fresh install
 * has something to browse. Does nothing once any user exists, so it is safe on every start.
 * With `media`, every user gets an avatar and every event a flyer, drawn for it (demo-pictures.ts).
 */
export async function seedDemoData(
  em: EntityManager,
  now: Date = new Date(),
  media: DemoMedia | null = null,
): Promise<{ seeded: boolean }> {
  return em.transactional(async (tx) => {
    // Serialise concurrent starts (API and worker booting together) on one advisory lock.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('nightlife.demo-seed'))`);
    const [{ any_user: anyUser }] = await tx.execute<{ any_user: boolean }[]>(
      `select exists(select 1 from users) as any_user`,
    );
    if (anyUser) return { seeded: false };

    // One hash for all demo accounts: they share a published password anyway, and argon2
    // is deliberately slow.
    const passwordHash = await new Argon2PasswordHasher().hash(DEMO_PASSWORD);
    const userIds = new Map<string, string>();
    const users = [...HOSTS, ...ATTENDEES, ...STAFF].map((user) => {
      const id = uuidv7();
      userIds.set(user.username, id);
      const email = `${user.username.replace(/[^a-z0-9]/g, '')}@demo.nightlife.dev`;
      return {
        id,
        ...user,
        ...DEMO_PROFILES[user.username],
        email,
        phoneNumber: null,
        passwordHash,
        createdAt: now,
      };
    });
    const avatars = await Promise.all(users.map((user) => media?.avatar(user.id, user) ?? null));
    await tx.insertMany(
      UserSchema,
      users.map((user, i) => ({ ...user, avatar: avatars[i] })),
    );

    const today = localDateKey(now, DEMO_TIME_ZONE);
    const events = EVENTS.map((event, index) => {
      const date = addDaysToDateKey(today, event.day);
      const startsAt = zonedDateTimeToInstant(date, wallTime(event.start), DEMO_TIME_ZONE);
      let endsAt: Date | null = null;
      if (event.end !== null) {
        const endsNextDay = event.end[0] * 60 + event.end[1] < event.start[0] * 60 + event.start[1];
        const endDate = endsNextDay ? addDaysToDateKey(date, 1) : date;
        endsAt = zonedDateTimeToInstant(endDate, wallTime(event.end), DEMO_TIME_ZONE);
      }
      const id = uuidv7();
      return {
        id,
        // A draft's slug is private like any draft's (docs/adr/0004-authorisation-policy.md).
        slug: event.isDraft ? privateSlug(event.title, id) : slugify(event.title),
        title: event.title,
        tagline: event.tagline,
        description: event.description,
        startsAt,
        endsAt,
        timeZone: DEMO_TIME_ZONE,
        location: event.location,
        locationReveal: normalizeLocationReveal(undefined, event.hideLocationUntilRsvp),
        doorInstructions: null,
        price: event.price,
        ageRestriction: event.ageRestriction,
        maxCapacity: event.maxCapacity ?? null,
        unlimitedSpots: event.maxCapacity === undefined,
        dressCode: event.dressCode,
        highlights: event.highlights,
        musicGenres: event.musicGenres,
        ticketUrl: event.ticketUrl ?? null,
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
        allowGuestInvites: event.allowGuestInvites ?? false,
        allowReentry: false,
        requireApproval: false,
        openInvite: true,
        hasGroupOrder: false,
        isDraft: event.isDraft ?? false,
        reminderHours: [...EVENT_FIELDS.reminderHours.fallback],
        isPublished: !(event.isDraft ?? false),
        isPrivate: false,
        // Two events per theme, so every theme has something to show.
        themeId: THEMES[index % THEMES.length].id,
        hostId: userIds.get(event.host)!,
        createdAt: now,
        updatedAt: now,
      };
    });
    const hostNames = new Map(
      HOSTS.map((host) => [userIds.get(host.username), `${host.firstName} ${host.lastName}`]),
    );
    const flyers = await Promise.all(
      events.map(
        (event) => media?.flyer(event.hostId, { ...event, hostName: hostNames.get(event.hostId)! }) ?? null,
      ),
    );
    await tx.insertMany(
      EventSchema,
      events.map((event, i) => ({ ...event, flyerImageUrl: flyers[i] })),
    );

    const usersByName = new Map(users.map((u) => [u.username, u]));
    const rsvps = Object.entries(RSVPS).flatMap(([eventIndex, plans]) =>
      plans.map(([username, response, plusOnes, message], i) => {
        const user = usersByName.get(username)!;
        const emojis = EMOJI_BY_RESPONSE[response];
        return {
          id: uuidv7(),
          eventId: events[Number(eventIndex)].id,
          userId: user.id,
          guestName: rsvpGuestName(user),
          guestEmail: user.email,
          response,
          emoji: emojis[(Number(eventIndex) + i) % emojis.length],
          message,
          plusOnes,
          status: 'confirmed',
          createdAt: now,
        };
      }),
    );
    await tx.insertMany(RsvpSchema, rsvps);
    await tx.execute(RECOUNT_PLACES_SQL, [uuidArray(events.map((event) => event.id))], 'run');
    return { seeded: true };
  });
}
