import { THEMES } from '@nightlife/domain';
import { createTestApp, type TestApp } from './support/create-test-app';

describe('GET /api/themes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the domain's theme catalogue to anyone", async () => {
    const res = await t.request().get('/api/themes').expect(200);
    expect(res.body).toEqual(THEMES);
    // Six themes with the spec's glyph counts (15/10/9/12/11/8) and 20 or 18 particles.
    expect(
      res.body.map((theme: { backgroundElements: string[] }) => theme.backgroundElements.length),
    ).toEqual([15, 10, 9, 12, 11, 8]);
    expect(res.body.every((theme: { particleCount: number }) => [18, 20].includes(theme.particleCount))).toBe(
      true,
    );
  });

  it('lets browsers and CDNs cache the catalogue', async () => {
    const res = await t.request().get('/api/themes').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
