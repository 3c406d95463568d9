import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eventPreviewCard, profilePreviewCard } from '@nightlife/domain';
import sharp from 'sharp';
import { drawAvatar, drawFlyer } from '../../../seed/demo-pictures';
import { PreviewCardRenderer } from './preview-card.renderer';

// PREVIEW_CARDS_DIR=/some/dir keeps the drawn cards there, to look at them.
const keep = (name: string, bytes: Buffer) => {
  const dir = process.env.PREVIEW_CARDS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.jpg`), bytes);
};

async function expectCard(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
}

describe('PreviewCardRenderer', () => {
  const renderer = new PreviewCardRenderer();
  const event = {
    title: 'Chrome Hearts Ball: a night of silver and synths',
    dateTime: '2026-12-05T03:00:00.000Z',
    timeZone: 'America/Chicago',
    themeId: 'galaxy-glow',
    hasFlyer: true,
  };

  it('draws an event card with the flyer, 1200 x 630 JPEG', async () => {
    const flyer = await drawFlyer({
      title: 'Chrome Hearts Ball',
      tagline: 'Dress in silver',
      themeId: 'galaxy-glow',
      hostName: 'Nina Ortiz',
    });
    const bytes = await renderer.event(eventPreviewCard(event), flyer);
    await expectCard(bytes);
    keep('event-flyer', bytes);
  });

  it('keeps a very long title inside its column, cut with an ellipsis', async () => {
    const flyer = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#ff6b35' } })
      .jpeg()
      .toBuffer();
    const title = `Wandering Wolves & The Midnight Orchestra present: ${'an extraordinarily long evening '.repeat(4)}`;
    const card = eventPreviewCard({ ...event, themeId: 'midnight-luxe', title });
    expect(card.title.lines).toHaveLength(3);
    expect(card.title.lines[2].endsWith('…')).toBe(true);
    const bytes = await renderer.event(card, flyer);
    await expectCard(bytes);
    keep('event-long-title', bytes);
  });

  it.each(['neon-nights', 'clean', 'sunset-vibes', 'tropical-heat', 'midnight-luxe'])(
    'draws the %s theme without a flyer',
    async (themeId) => {
      const card = eventPreviewCard({ ...event, themeId, hasFlyer: false, title: '🎉 Rooftop Sessions 🎉' });
      const bytes = await renderer.event(card, null);
      await expectCard(bytes);
      keep(`event-${themeId}`, bytes);
    },
  );

  it('throws on a flyer that does not decode (the caller draws the card without it)', async () => {
    await expect(renderer.event(eventPreviewCard(event), Buffer.from('not an image'))).rejects.toThrow();
  });

  it('draws a profile card with the avatar, and with the initial without one', async () => {
    const user = { username: 'nina.ortiz', firstName: 'Nina', lastName: 'Ortiz' };
    const withAvatar = await renderer.profile(
      profilePreviewCard({ ...user, hasAvatar: true }),
      await drawAvatar(user),
    );
    await expectCard(withAvatar);
    keep('profile-avatar', withAvatar);
    const withInitial = await renderer.profile(
      profilePreviewCard({ username: 'dj_ko', firstName: 'Кирилл', lastName: 'Ko', hasAvatar: false }),
      null,
    );
    await expectCard(withInitial);
    keep('profile-initial', withInitial);
  });
});
