import { flyerSrcSet, mediaVariantUrl } from './media-variants.js';

const MEDIA = 'media/0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b/0190a1b2-c3d4-7e5f-8a6b-000000000001';

describe('mediaVariantUrl', () => {
  it('finds another size of a published flyer or avatar, on local and S3 addresses alike', () => {
    expect(mediaVariantUrl(`/uploads/${MEDIA}/full.webp`, 'card')).toBe(`/uploads/${MEDIA}/card.webp`);
    expect(mediaVariantUrl(`https://cdn.example.com/${MEDIA}/card.webp`, 'full')).toBe(
      `https://cdn.example.com/${MEDIA}/full.webp`,
    );
    expect(mediaVariantUrl(`https://s3.example.com/bucket/${MEDIA}/avatar.webp`, 'avatar-thumb')).toBe(
      `https://s3.example.com/bucket/${MEDIA}/avatar-thumb.webp`,
    );
  });

  it('leaves other addresses alone: external files, videos, the other family', () => {
    for (const url of [
      'https://cdn.example.com/flyers/neon.jpg',
      `/uploads/${MEDIA}/video.mp4`,
      `/uploads/${MEDIA}/full.png`,
    ])
      expect(mediaVariantUrl(url, 'card')).toBe(url);
    expect(mediaVariantUrl(`/uploads/${MEDIA}/avatar.webp`, 'card')).toBe(`/uploads/${MEDIA}/avatar.webp`);
  });
});

describe('flyerSrcSet', () => {
  it('offers a published flyer at its card and full sizes, and nothing for other addresses', () => {
    expect(flyerSrcSet(`/uploads/${MEDIA}/full.webp`)).toBe(
      `/uploads/${MEDIA}/card.webp 720w, /uploads/${MEDIA}/full.webp 1600w`,
    );
    expect(flyerSrcSet(`/uploads/${MEDIA}/card.webp`)).toBeUndefined();
    expect(flyerSrcSet(`/uploads/${MEDIA}/avatar.webp`)).toBeUndefined();
    expect(flyerSrcSet('https://cdn.example.com/flyers/neon.jpg')).toBeUndefined();
  });
});
