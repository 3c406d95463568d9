import {
  mediaKey,
  mediaPrefixOf,
  parseObjectKey,
  pendingKey,
  previewFolder,
  previewKey,
  previewPrefixOf,
} from './object-keys.js';

const OWNER = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const UPLOAD = '0190a1b2-c3d4-7e5f-8a6b-000000000001';

describe('object keys', () => {
  it('round-trips pending and media keys', () => {
    const pending = pendingKey({ ownerId: OWNER, kind: 'flyer-video', uploadId: UPLOAD });
    expect(pending).toBe(`pending/${OWNER}/flyer-video/${UPLOAD}`);
    expect(parseObjectKey(pending)).toEqual({
      area: 'pending',
      ownerId: OWNER,
      kind: 'flyer-video',
      uploadId: UPLOAD,
    });

    const media = mediaKey({ ownerId: OWNER, uploadId: UPLOAD, variant: 'card', extension: 'webp' });
    expect(media).toBe(`media/${OWNER}/${UPLOAD}/card.webp`);
    expect(parseObjectKey(media)).toEqual({
      area: 'media',
      ownerId: OWNER,
      uploadId: UPLOAD,
      variant: 'card',
      extension: 'webp',
    });
    expect(media.startsWith(mediaPrefixOf(OWNER))).toBe(true);
  });

  it('refuses anything the server did not name', () => {
    for (const key of [
      '',
      `pending/${OWNER}/unknown-kind/${UPLOAD}`,
      `pending/${OWNER}/avatar/${UPLOAD}/extra`,
      `pending/../${OWNER}/avatar/${UPLOAD}`,
      `media/${OWNER}/${UPLOAD}/card.webp/../../x`,
      `media/${OWNER}/${UPLOAD}/CARD.webp`,
      `media/not-a-uuid/${UPLOAD}/card.webp`,
      `other/${OWNER}/${UPLOAD}/card.webp`,
    ])
      expect(parseObjectKey(key)).toBeNull();
  });
});

describe('link-preview card keys', () => {
  const owner = '0194d9a0-0000-7000-8000-000000000001';
  const event = '0194d9a0-0000-7000-8000-000000000002';

  it("keep an event's cards under its host and a profile's under its user, one folder per subject", () => {
    expect(previewKey(owner, { kind: 'event', eventId: event }, '0123456789abcdef', 'jpg')).toBe(
      `previews/${owner}/event-${event}/0123456789abcdef.jpg`,
    );
    expect(previewFolder(owner, { kind: 'profile' })).toBe(`previews/${owner}/profile/`);
    expect(previewKey(owner, { kind: 'profile' }, 'v', 'jpg').startsWith(previewPrefixOf(owner))).toBe(true);
  });

  it('are neither uploads nor published media', () => {
    expect(parseObjectKey(previewKey(owner, { kind: 'profile' }, '0123456789abcdef', 'jpg'))).toBeNull();
  });
});
