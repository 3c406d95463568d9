import { uuidv7, UuidV7Generator } from './uuidv7.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('has the RFC 9562 version 7 layout', () => {
    for (let i = 0; i < 50; i++) expect(uuidv7()).toMatch(UUID_V7);
  });

  it('encodes the millisecond timestamp in the first 48 bits', () => {
    const ms = Date.UTC(2025, 2, 5, 21, 0, 0, 123);
    const id = uuidv7(ms);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  });

  it('sorts by creation time', () => {
    const earlier = uuidv7(Date.UTC(2025, 0, 1));
    const later = uuidv7(Date.UTC(2025, 0, 1) + 1);
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });

  it('does not repeat within the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(1_700_000_000_000)));
    expect(ids.size).toBe(1000);
  });

  it('backs an IdGenerator', () => {
    expect(new UuidV7Generator().next()).toMatch(UUID_V7);
  });
});
