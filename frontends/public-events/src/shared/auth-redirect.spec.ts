import { describe, expect, it } from '@jest/globals';
import { eventPagePath, signupRedirectPath } from './auth-redirect';

describe('signupRedirectPath', () => {
  it('sends visitors to the attendee signup with the page to come back to', () => {
    expect(signupRedirectPath('neon-nights', 'rsvp')).toBe(
      '/attendee-signup?redirect=/event/neon-nights/rsvp',
    );
    expect(signupRedirectPath('neon-nights', 'ticket')).toBe(
      '/attendee-signup?redirect=/event/neon-nights/ticket',
    );
  });
});

describe('eventPagePath', () => {
  it('builds the event page and its sub-pages', () => {
    expect(eventPagePath('rooftop-2')).toBe('/event/rooftop-2');
    expect(eventPagePath('rooftop-2', 'ticket')).toBe('/event/rooftop-2/ticket');
  });
});
