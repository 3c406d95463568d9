import { FixedClock, InMemoryObjectStorage } from '@nightlife/domain/testing';
import { UserMediaService } from './user-media.service';

const USER = '0194d9a0-0000-7000-8000-000000000001';
const OTHER = '0194d9a0-0000-7000-8000-000000000002';
const UPLOAD = '0194d9a0-0000-7000-8000-000000000003';
const EVENT = '0194d9a0-0000-7000-8000-000000000004';

describe('UserMediaService.deleteAllOf (account deletion)', () => {
  it("deletes the user's uploads, published media and link-preview cards, and nobody else's", async () => {
    const storage = new InMemoryObjectStorage();
    const keysOf = (owner: string) => [
      `pending/${owner}/avatar/${UPLOAD}`,
      `media/${owner}/${UPLOAD}/avatar.webp`,
      `previews/${owner}/profile/0123456789abcdef.jpg`,
      `previews/${owner}/event-${EVENT}/0123456789abcdef.jpg`,
    ];
    for (const key of [...keysOf(USER), ...keysOf(OTHER)]) storage.put(key, 'x');
    const media = new UserMediaService(storage, new FixedClock(new Date()));
    expect(await media.deleteAllOf(USER)).toBe(4);
    expect(storage.keys()).toEqual(keysOf(OTHER).sort());
  });
});
