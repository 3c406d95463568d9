/** Spec 1 §2/§9: progress grows by 2 every 50 ms; after 100 the splash waits 0.8 s. */
export const SPLASH_STEP = 2;
export const SPLASH_TICK_MS = 50;
export const SPLASH_FINISH_DELAY_MS = 800;

const SEEN_KEY = 'nightlife.splashSeen';

/** The splash plays once per browser session; returning visits in the same session skip it. */
export function splashAlreadySeen(storage: Storage = sessionStorage): boolean {
  return storage.getItem(SEEN_KEY) === '1';
}

export function markSplashSeen(storage: Storage = sessionStorage): void {
  storage.setItem(SEEN_KEY, '1');
}

/**
 * Whether a first visit to this path plays the splash: the landing page only (issue 22 §1). A
 * shared link (an event, a profile, the door app) opens its page at once.
 */
export function splashPlaysOn(pathname: string): boolean {
  return pathname === '/';
}

/** Whether this page load plays the splash: a first visit of the session to the landing page. */
export function splashPlaysNow(): boolean {
  return !splashAlreadySeen() && splashPlaysOn(window.location.pathname);
}
