import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TermsPage } from './TermsPage';

const html = renderToStaticMarkup(
  <MemoryRouter>
    <TermsPage />
  </MemoryRouter>,
);

describe('TermsPage', () => {
  it('shows 13 numbered sections effective 1 January 2025', () => {
    expect(html).toContain('Effective January 1, 2025');
    expect(html.match(/<h2>/g)).toHaveLength(13);
    expect(html).toContain('<h2>13. Changes to These Terms and Contact</h2>');
  });

  it('covers the points the spec requires', () => {
    expect(html).toContain('at least 18 years old');
    expect(html).toContain('Content Rules');
    expect(html).toContain('the host of that event receives your RSVP details');
    expect(html).toContain('Termination and Account Deletion');
    expect(html).toContain('You can delete your account from your profile settings');
  });
});
