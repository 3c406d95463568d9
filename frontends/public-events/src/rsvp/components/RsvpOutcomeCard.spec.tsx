import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { RsvpOutcomeCard, type RsvpOutcome } from './RsvpOutcomeCard';

const render = (outcome: RsvpOutcome) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RsvpOutcomeCard outcome={outcome} slug="masquerade" />
    </MemoryRouter>,
  );

describe('RsvpOutcomeCard', () => {
  it('thanks the guest and links to the event and the dashboard', () => {
    const html = render({ kind: 'submitted' });
    expect(html).toContain('Thanks for your RSVP!');
    expect(html).toMatch(/href="\/event\/masquerade"[^>]*>View Event</);
    expect(html).toMatch(/href="\/dashboard"[^>]*>Go to Dashboard</);
  });

  it("says the event is full in the server's words", () => {
    const html = render({ kind: 'full', message: 'Only 2 spots left for a party of 3.' });
    expect(html).toContain('This event is full');
    expect(html).toContain('Only 2 spots left for a party of 3.');
  });
});
