import { displayName } from '../accounts/user.js';
import { describeEventTime } from '../events/event-time.js';
import { isValidTimeZone, zonedParts } from '../events/zoned-time.js';
import { SITE_NAME } from '../marketing/page-metadata.js';
import { resolveTheme } from '../themes/theme-catalogue.js';
import { NEUTRAL_PREVIEW_PALETTE, type PreviewPalette, themePreviewPalette } from './preview-colors.js';
import { cardText, ellipsize, type FittedText, fitLines } from './preview-text.js';

/**
 * The link-preview cards of event pages and profiles (og:image): 1200 x 630, what Open Graph and
 * Twitter's large card show uncropped. Every layout decision is made here, from what the page's
 * own tags may show; the backend draws the result (docs/adr/0034-link-preview-cards.md).
 */
export const PREVIEW_CARD_WIDTH = 1200;
export const PREVIEW_CARD_HEIGHT = 630;

const MARGIN = 64;
/** A picture's box on the right: a 4:5 flyer at full height, or an avatar's circle. */
const PICTURE = { width: 440, height: 534, gap: 56 } as const;
const AVATAR_DIAMETER = 380;
/** Without a flyer, the right edge keeps room for the theme's rings. */
const RINGS_ROOM = 220;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A line of text and the size it is set at (px); Anton, the cards' font. */
export interface CardLine {
  text: string;
  fontSize: number;
  /** Extra space between letters (px). */
  letterSpacing: number;
}

export interface EventPreviewCard {
  palette: PreviewPalette;
  /** The text column's left edge and width. */
  column: { left: number; width: number };
  /** 'NIGHTLIFE', above the date. */
  brand: CardLine;
  /** 'FRI · MARCH 5, 2027 · 9:00 PM' in the event's zone. */
  date: CardLine;
  title: FittedText;
  /** Under the title: the call to action. */
  footer: CardLine;
  /** Where the flyer goes (fitted inside, never cropped); null without one. */
  picture: Box | null;
}

export interface ProfilePreviewCard {
  palette: PreviewPalette;
  column: { left: number; width: number };
  brand: CardLine;
  name: FittedText;
  /** '@username'. */
  handle: CardLine;
  footer: CardLine;
  /** The avatar's square (drawn as a circle); the initial stands in without an avatar. */
  picture: Box;
  initial: string;
}

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/**
 * 'FRI · MARCH 5, 2027 · 9:00 PM': the start in the event's own zone, as the event page says it
 * (whoever opens the link, wherever). An unknown zone falls back to UTC rather than fail a card.
 */
export function previewDateLine(dateTime: string, timeZone: string): string {
  const instant = new Date(dateTime);
  if (Number.isNaN(instant.getTime())) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const { year, month, day } = zonedParts(instant, zone);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  // The date and time as the event page writes them.
  const { eventDate, eventTime } = describeEventTime({ startsAt: instant, endsAt: null, timeZone: zone });
  return `${weekday} · ${eventDate} · ${eventTime}`;
}

/** What an event's card shows: only what its page's Open Graph tags show (never a location). */
export interface EventPreviewInput {
  title: string;
  /** The start instant (ISO 8601) and the event's IANA zone. */
  dateTime: string;
  timeZone: string;
  themeId: string | null;
  hasFlyer: boolean;
}

const line = (text: string, fontSize: number, letterSpacing = 0): CardLine => ({
  text,
  fontSize,
  letterSpacing,
});

function brandLine(width: number): CardLine {
  return line(ellipsize(SITE_NAME, width, 26, 6), 26, 6);
}

export function eventPreviewCard(input: EventPreviewInput): EventPreviewCard {
  const palette = themePreviewPalette(resolveTheme(input.themeId));
  const picture: Box | null = input.hasFlyer
    ? {
        left: PREVIEW_CARD_WIDTH - MARGIN + 16 - PICTURE.width,
        top: (PREVIEW_CARD_HEIGHT - PICTURE.height) / 2,
        width: PICTURE.width,
        height: PICTURE.height,
      }
    : null;
  const width = (picture ? picture.left - PICTURE.gap : PREVIEW_CARD_WIDTH - MARGIN - RINGS_ROOM) - MARGIN;
  const title = cardText(input.title) || SITE_NAME;
  return {
    palette,
    column: { left: MARGIN, width },
    brand: brandLine(width),
    date: line(ellipsize(previewDateLine(input.dateTime, input.timeZone), width, 32, 2), 32, 2),
    title: fitLines(title.toUpperCase(), {
      maxWidth: width,
      fontSizes: picture ? [96, 84, 72, 62, 54] : [112, 96, 84, 72, 62],
      maxLines: 3,
    }),
    footer: line(ellipsize(`RSVP ON ${SITE_NAME}`, width, 26, 3), 26, 3),
    picture,
  };
}

/** What a profile's card shows: the public profile's name, username and avatar. */
export interface ProfilePreviewInput {
  username: string;
  firstName: string;
  lastName: string;
  hasAvatar: boolean;
}

export function profilePreviewCard(input: ProfilePreviewInput): ProfilePreviewCard {
  const picture: Box = {
    left: MARGIN + 8,
    top: (PREVIEW_CARD_HEIGHT - AVATAR_DIAMETER) / 2,
    width: AVATAR_DIAMETER,
    height: AVATAR_DIAMETER,
  };
  const left = picture.left + picture.width + PICTURE.gap + 8;
  const width = PREVIEW_CARD_WIDTH - MARGIN - left;
  const username = cardText(input.username);
  const name =
    cardText(displayName({ firstName: input.firstName, lastName: input.lastName, username: '' })) || username;
  return {
    palette: NEUTRAL_PREVIEW_PALETTE,
    column: { left, width },
    brand: brandLine(width),
    name: fitLines(name, { maxWidth: width, fontSizes: [104, 88, 76, 64, 56], maxLines: 2 }),
    handle: line(ellipsize(`@${username}`, width, 40, 1), 40, 1),
    footer: line(ellipsize(`ON ${SITE_NAME}`, width, 26, 3), 26, 3),
    picture,
    initial: ([...(name || username || SITE_NAME)][0] ?? 'N').toUpperCase(),
  };
}
