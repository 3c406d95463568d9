import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { scheduleSignupRedirect } from './signup-redirect';

describe('scheduleSignupRedirect (spec 2 §2.2)', () => {
  let path: string;
  let navigated: string[];
  let hard: string[];
  const ports = () => ({
    navigate: (to: string) => navigated.push(to),
    currentPath: () => path,
    hardNavigate: (to: string) => hard.push(to),
  });

  beforeEach(() => {
    jest.useFakeTimers();
    path = '/attendee-signup';
    navigated = [];
    hard = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 1.5 s before navigating to the target', () => {
    scheduleSignupRedirect('/event/neon/rsvp', '/attendee-signup', ports());
    jest.advanceTimersByTime(1499);
    expect(navigated).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(navigated).toEqual(['/event/neon/rsvp']);
  });

  it('loads the target for real when still on the signup page 0.5 s later', () => {
    scheduleSignupRedirect('/dashboard', '/attendee-signup', ports());
    jest.advanceTimersByTime(1500 + 499);
    expect(hard).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(hard).toEqual(['/dashboard']);
  });

  it('does nothing more once the client-side navigation has left the page', () => {
    scheduleSignupRedirect('/dashboard', '/attendee-signup', {
      ...ports(),
      navigate: (to) => {
        navigated.push(to);
        path = to;
      },
    });
    jest.advanceTimersByTime(3000);
    expect(navigated).toEqual(['/dashboard']);
    expect(hard).toEqual([]);
  });

  it('can be cancelled, e.g. when the screen unmounts', () => {
    const cancel = scheduleSignupRedirect('/dashboard', '/attendee-signup', ports());
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(navigated).toEqual([]);
    expect(hard).toEqual([]);
  });
});
