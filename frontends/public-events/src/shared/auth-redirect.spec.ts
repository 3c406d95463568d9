import { describe, expect, it } from '@jest/globals';
import { eventPagePath, invitePath, signupRedirectPath, signupRedirectTo } from './auth-redirect';

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

describe('invitePath', () => {
  it('is the event page path with the link code, and the signup brings the friend back to it', () => {
    const path = invitePath('neon-nights', 'q3Jd8sKx0bZ1vT4mN7pL2w');
    expect(path).toBe('/event/neon-nights/invite/q3Jd8sKx0bZ1vT4mN7pL2w');
    expect(signupRedirectTo(path)).toBe(
      '/attendee-signup?redirect=/event/neon-nights/invite/q3Jd8sKx0bZ1vT4mN7pL2w',
    );
  });
});
