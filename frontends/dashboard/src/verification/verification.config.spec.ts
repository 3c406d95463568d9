import { describe, expect, it } from '@jest/globals';
import { redirectingText } from './verification.config';

describe('redirectingText (the SMS prompt once the code is sent)', () => {
  it('keeps the spec’s words on the way to the dashboard', () => {
    expect(redirectingText('/dashboard')).toBe('Redirecting to your dashboard...');
    expect(redirectingText('/dashboard?tab=contacts')).toBe('Redirecting to your dashboard...');
  });

  it('names the RSVP, else says the user goes back', () => {
    expect(redirectingText('/event/neon-nights/rsvp')).toBe('Redirecting to your RSVP...');
    expect(redirectingText('/event/neon-nights/ticket')).toBe('Redirecting you back...');
    expect(redirectingText('/dashboards-fan')).toBe('Redirecting you back...');
  });
});
