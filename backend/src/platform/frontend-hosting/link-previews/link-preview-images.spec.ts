import { mediaKey } from '@nightlife/domain';
import { InMemoryObjectStorage } from '@nightlife/domain/testing';
import { LinkPreviewImages } from './link-preview-images';
import type { PreviewCardRenderer } from './preview-card.renderer';

const HOST = '0194d9a0-0000-7000-8000-00000000000a';
const EVENT = '0194d9a0-0000-7000-8000-00000000000b';
const UPLOAD = '0194d9a0-0000-7000-8000-00000000000c';

/** Draws "card:<title>:<picture bytes or none>", and counts the drawings. */
class FakeRenderer {
  drawn = 0;
  async event(card: { title: { lines: string[] } }, picture: Uint8Array | null): Promise<Buffer> {
    this.drawn += 1;
    if (picture && Buffer.from(picture).toString() === 'corrupt')
      throw new Error('Input buffer contains unsupported image format');
    return Buffer.from(
      `card:${card.title.lines.join(' ')}:${picture ? Buffer.from(picture).toString() : 'none'}`,
    );
  }
  async profile(): Promise<Buffer> {
    this.drawn += 1;
    return Buffer.from('profile');
  }
}

describe('LinkPreviewImages', () => {
  let storage: InMemoryObjectStorage;
  let renderer: FakeRenderer;
  let now: Date;
  let warnings: string[];
  let previews: LinkPreviewImages;
  const flyerKey = mediaKey({ ownerId: HOST, uploadId: UPLOAD, variant: 'full', extension: 'webp' });
  const event = {
    id: EVENT,
    hostId: HOST,
    slug: 'neon-static',
    title: 'Neon Static',
    dateTime: '2026-12-05T03:00:00.000Z',
    timeZone: 'America/Chicago',
    themeId: 'neon-nights',
    flyerImageUrl: `${InMemoryObjectStorage.BASE}${flyerKey}`,
    location: 'Warehouse 9',
  };

  beforeEach(() => {
    storage = new InMemoryObjectStorage();
    now = new Date('2026-11-01T12:00:00Z');
    storage.useClock(() => now);
    storage.put(flyerKey, 'flyer');
    renderer = new FakeRenderer();
    warnings = [];
    previews = new LinkPreviewImages(
      storage,
      renderer as unknown as PreviewCardRenderer,
      { warn: (message: string) => warnings.push(message) },
      () => now,
    );
  });

  it('addresses a card by the hash of what it shows, under the event page path', () => {
    const card = previews.eventCard(event);
    expect(card.image).toEqual({
      path: `/og/event/neon-static/${card.version}.jpg`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    expect(card.version).toMatch(/^[0-9a-f]{16}$/);
    expect(card.key).toBe(`previews/${HOST}/event-${EVENT}/${card.version}.jpg`);
    expect(card.pictureKey).toBe(flyerKey);
    expect(previews.eventCard({ ...event }).version).toBe(card.version);
  });

  it.each([
    ['title', { title: 'Neon Static II' }],
    ['start', { dateTime: '2026-12-06T03:00:00.000Z' }],
    ['time zone', { timeZone: 'Europe/Berlin' }],
    ['theme', { themeId: 'clean' }],
    ['flyer', { flyerImageUrl: `${InMemoryObjectStorage.BASE}${flyerKey.replace('full', 'card')}` }],
  ])('gives a new version when the %s changes', (_what, change) => {
    expect(previews.eventCard({ ...event, ...change }).version).not.toBe(previews.eventCard(event).version);
  });

  it('keeps the version when only what the card does not show changes (the location)', () => {
    const moved = { ...event, location: 'Elsewhere' };
    expect(previews.eventCard(moved).version).toBe(previews.eventCard(event).version);
  });

  it('draws a card once and stores it; concurrent first requests share the drawing', async () => {
    const card = previews.eventCard(event);
    const [a, b] = await Promise.all([previews.bytes(card), previews.bytes(card)]);
    expect(a.bytes.toString()).toBe('card:NEON STATIC:flyer');
    expect(b).toEqual(a);
    expect(renderer.drawn).toBe(1);
    expect(storage.metadataOf(card.key)).toEqual({ contentType: 'image/jpeg', fileName: 'preview.jpg' });
    expect((await previews.bytes(card)).bytes.toString()).toBe('card:NEON STATIC:flyer');
    expect(renderer.drawn).toBe(1);
  });

  it("removes a subject's older versions when a new one is stored, not others'", async () => {
    const old = previews.eventCard(event);
    await previews.bytes(old);
    const otherEvent = previews.eventCard({ ...event, id: '0194d9a0-0000-7000-8000-00000000000d' });
    await previews.bytes(otherEvent);
    now = new Date(now.getTime() + 60 * 60_000);
    const current = previews.eventCard({ ...event, title: 'Renamed' });
    await previews.bytes(current);
    await new Promise((resolve) => setImmediate(resolve));
    expect(storage.keys().filter((key) => key.startsWith('previews/'))).toEqual(
      [current.key, otherEvent.key].sort(),
    );
  });

  it('draws the card without the flyer when it is gone or does not decode, and keeps that', async () => {
    await storage.delete([flyerKey]);
    const gone = previews.eventCard(event);
    expect((await previews.bytes(gone)).bytes.toString()).toBe('card:NEON STATIC:none');
    storage.put(flyerKey, 'corrupt');
    const corrupt = previews.eventCard({ ...event, title: 'Corrupt' });
    expect(await previews.bytes(corrupt)).toEqual({ bytes: Buffer.from('card:CORRUPT:none'), final: true });
    expect(storage.keys()).toEqual(expect.arrayContaining([gone.key, corrupt.key]));
    expect(warnings).toEqual([expect.stringContaining('not drawn')]);
  });

  it('does not keep a card drawn while the storage failed to give the flyer (tried again next time)', async () => {
    const card = previews.eventCard(event);
    const read = storage.read.bind(storage);
    storage.read = async (key, max, version) => {
      if (key === flyerKey) throw new Error('storage unavailable');
      return read(key, max, version);
    };
    expect(await previews.bytes(card)).toEqual({ bytes: Buffer.from('card:NEON STATIC:none'), final: false });
    expect(storage.keys()).not.toContain(card.key);
    storage.read = read;
    expect(await previews.bytes(card)).toEqual({ bytes: Buffer.from('card:NEON STATIC:flyer'), final: true });
  });

  it('never reads a picture hosted elsewhere', () => {
    const card = previews.eventCard({ ...event, flyerImageUrl: 'https://cdn.example.com/flyer.jpg' });
    expect(card.pictureKey).toBeNull();
  });

  it("addresses a profile's card under its username and keeps it under the user's id", () => {
    const card = previews.profileCard({
      id: HOST,
      username: 'nina.ortiz',
      firstName: 'Nina',
      lastName: 'Ortiz',
      avatar: null,
    });
    expect(card.image.path).toBe(`/og/profile/nina.ortiz/${card.version}.jpg`);
    expect(card.key).toBe(`previews/${HOST}/profile/${card.version}.jpg`);
  });
});
