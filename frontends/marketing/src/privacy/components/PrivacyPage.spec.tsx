import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PrivacyPage } from './PrivacyPage';

const html = renderToStaticMarkup(
  <MemoryRouter>
    <PrivacyPage />
  </MemoryRouter>,
);

describe('PrivacyPage', () => {
  it('has the sections the footer’s Cookie Policy and GDPR links open', () => {
    expect(html).toContain('<h1 class="mk-terms__title">Privacy Policy</h1>');
    expect(html).toMatch(/<section id="cookies"[^>]*><h2>\d+\. Cookies and Local Storage<\/h2>/);
    expect(html).toMatch(/<section id="your-rights"[^>]*><h2>\d+\. Your Rights \(GDPR\)<\/h2>/);
    expect(html).toContain('<a href="#cookies">Cookies and Local Storage</a>');
  });

  it('names the one cookie the app sets', () => {
    expect(html).toContain('We use one cookie, nightlife.sid');
  });
});
