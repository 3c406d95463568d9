import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AboutPage } from './AboutPage';

const html = renderToStaticMarkup(
  <MemoryRouter>
    <AboutPage />
  </MemoryRouter>,
);

describe('AboutPage', () => {
  it('tells the promoter story with the four feature cards', () => {
    expect(html).toContain('Built by Promoters, For Promoters');
    for (const feature of ['Revenue Analytics', 'Team Management', 'Professional Brand', 'Growth Tools']) {
      expect(html).toContain(feature);
    }
  });

  it('states the 300% conversion increase and 50+ venues', () => {
    expect(html).toContain('300%');
    expect(html).toContain('50+');
  });

  it('links home, to the events and to a free trial without a credit card', () => {
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/events"');
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Start Free Trial<\/a>/);
    expect(html).toContain('No credit card required.');
  });
});
