/** Attendee signup success flow (spec 2 §4, §9): wait, navigate, then a hard fallback. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;
export const SIGNUP_HARD_NAVIGATION_DELAY_MS = 500;
