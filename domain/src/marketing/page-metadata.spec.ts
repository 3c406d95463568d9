import { documentTitle, MARKETING_PAGES, marketingPageMetadata } from './page-metadata.js';

describe('marketing page metadata', () => {
  it('describes every marketing page of the route table but the landing page', () => {
    expect(MARKETING_PAGES.map((page) => page.path)).toEqual([
      '/about',
      '/team',
      '/partnerships',
      '/contact',
      '/flyer-studio',
      '/party-tag',
      '/hookah-service',
      '/terms',
      '/privacy',
    ]);
  });

  it('keeps descriptions to what search results show (50 to 160 characters)', () => {
    for (const page of MARKETING_PAGES) {
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('finds a page by path, with or without a trailing slash', () => {
    expect(marketingPageMetadata('/team')?.title).toBe('Meet the Team');
    expect(marketingPageMetadata('/team/')?.title).toBe('Meet the Team');
    expect(marketingPageMetadata('/teams')).toBeNull();
    expect(marketingPageMetadata('/')).toBeNull();
  });

  it('titles the document with the site name', () => {
    expect(documentTitle(marketingPageMetadata('/partnerships')!)).toBe('Venue Partnerships | NIGHTLIFE');
  });
});
