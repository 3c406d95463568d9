/** Attendee signup success flow (spec 2 §4, §9): wait, navigate, then a hard fallback. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;
export const SIGNUP_HARD_NAVIGATION_DELAY_MS = 500;

export interface SignupRedirectPorts {
  /** Client-side navigation (the router). */
  navigate: (path: string) => void;
  /** The path the browser shows now. */
  currentPath: () => string;
  /** A full page load, for when client-side navigation did not leave the signup screen. */
  hardNavigate: (path: string) => void;
}

/**
 * After a successful signup: wait 1.5 s, navigate to the target, and if the browser is still on
 * the signup screen 0.5 s later, load the target for real. Returns a function that cancels what
 * has not run yet (used when the screen unmounts).
 */
export function scheduleSignupRedirect(
  target: string,
  signupPath: string,
  ports: SignupRedirectPorts,
): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  timers.push(
    setTimeout(() => {
      ports.navigate(target);
      timers.push(
        setTimeout(() => {
          if (ports.currentPath() === signupPath) ports.hardNavigate(target);
        }, SIGNUP_HARD_NAVIGATION_DELAY_MS),
      );
    }, SIGNUP_REDIRECT_DELAY_MS),
  );
  return () => timers.forEach((timer) => clearTimeout(timer));
}
