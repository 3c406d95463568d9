import { SITE_NAME } from '../marketing/page-metadata';
import {
  eventPreviewCard,
  PREVIEW_CARD_HEIGHT,
  PREVIEW_CARD_WIDTH,
  previewDateLine,
  profilePreviewCard,
} from './preview-card';
import { textWidth } from './preview-text';

describe('previewDateLine', () => {
  it("says the start in the event's own zone", () => {
    // 03:00 UTC on Saturday is 9 PM on Friday in Chicago.
    expect(previewDateLine('2026-12-05T03:00:00.000Z', 'America/Chicago')).toBe(
      'FRI · DECEMBER 4, 2026 · 9:00 PM',
    );
    expect(previewDateLine('2026-12-05T03:00:00.000Z', 'Europe/Berlin')).toBe(
      'SAT · DECEMBER 5, 2026 · 4:00 AM',
    );
    expect(previewDateLine('2027-03-01T00:05:00.000Z', 'UTC')).toBe('MON · MARCH 1, 2027 · 12:05 AM');
  });

  it('falls back to UTC for an unknown zone and says nothing for a broken instant', () => {
    expect(previewDateLine('2026-12-05T12:30:00.000Z', 'Mars/Olympus')).toBe(
      'SAT · DECEMBER 5, 2026 · 12:30 PM',
    );
    expect(previewDateLine('not a date', 'UTC')).toBe('');
  });
});

const event = {
  title: 'Neon Static',
  dateTime: '2026-12-05T03:00:00.000Z',
  timeZone: 'America/Chicago',
  themeId: 'sunset-vibes',
  hasFlyer: true,
};

const inside = (box: { left: number; top: number; width: number; height: number }) =>
  box.left >= 0 &&
  box.top >= 0 &&
  box.left + box.width <= PREVIEW_CARD_WIDTH &&
  box.top + box.height <= PREVIEW_CARD_HEIGHT;

describe('eventPreviewCard', () => {
  it("puts the flyer on the right, the upper-cased title and date in the theme's colours on the left", () => {
    const card = eventPreviewCard(event);
    expect(card.picture).not.toBeNull();
    expect(inside(card.picture!)).toBe(true);
    expect(card.column.left + card.column.width).toBeLessThan(card.picture!.left);
    expect(card.title.lines).toEqual(['NEON STATIC']);
    expect(card.date.text).toBe('FRI · DECEMBER 4, 2026 · 9:00 PM');
    expect(card.palette.background).toBe('#1a1a2e');
    expect(card.palette.highlight).toBe('#ff6b35');
    expect(card.brand.text).toBe(SITE_NAME);
  });

  it('gives the text the whole width without a flyer', () => {
    const card = eventPreviewCard({ ...event, hasFlyer: false });
    expect(card.picture).toBeNull();
    expect(card.column.width).toBeGreaterThan(eventPreviewCard(event).column.width);
  });

  it('keeps a very long title within three lines of the column', () => {
    const card = eventPreviewCard({ ...event, title: 'The Extraordinarily Long Title '.repeat(8) });
    expect(card.title.lines.length).toBeLessThanOrEqual(3);
    for (const line of card.title.lines)
      expect(textWidth(line, card.title.fontSize)).toBeLessThanOrEqual(card.column.width);
  });

  it('shows the site name for a title of emoji only, and the default theme for an unknown one', () => {
    const card = eventPreviewCard({ ...event, title: '🎉🎉', themeId: 'no-such-theme' });
    expect(card.title.lines).toEqual([SITE_NAME]);
    expect(card.palette.background).toBe('#0a0a0a');
  });
});

describe('profilePreviewCard', () => {
  const profile = { username: 'nina.ortiz', firstName: 'Nina', lastName: 'Ortiz', hasAvatar: true };

  it('shows the name, the handle and the avatar on the neutral background', () => {
    const card = profilePreviewCard(profile);
    expect(card.name.lines).toEqual(['Nina Ortiz']);
    expect(card.handle.text).toBe('@nina.ortiz');
    expect(card.initial).toBe('N');
    expect(inside(card.picture)).toBe(true);
    expect(card.column.left).toBeGreaterThan(card.picture.left + card.picture.width);
    expect(card.column.left + card.column.width).toBeLessThanOrEqual(PREVIEW_CARD_WIDTH);
  });

  it('falls back to the username for a name of emoji only', () => {
    const card = profilePreviewCard({ ...profile, firstName: '🔥', lastName: '' });
    expect(card.name.lines).toEqual(['nina.ortiz']);
    expect(card.initial).toBe('N');
  });
});
