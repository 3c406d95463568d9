import { describe, expect, it } from '@jest/globals';
import { LANDING_TIMINGS, landingDestination } from './landing-timings';

describe('landing sequence', () => {
  it('sends signed-in users to the dashboard and everyone else to signup with the verification redirect', () => {
    expect(landingDestination(true)).toBe('/dashboard');
    expect(landingDestination(false)).toBe('/signup?redirect=verification');
  });

  it('runs on the spec timings: headline, enter button, load sound, access granted, leave', () => {
    expect(LANDING_TIMINGS).toEqual({
      headline: 500,
      enterButton: 1200,
      loadSound: 1500,
      accessGranted: 800,
      leave: 3500,
    });
  });
});
