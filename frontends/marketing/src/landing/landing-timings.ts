/** Landing sequence in milliseconds (spec 1 §2 and §9). */
export const LANDING_TIMINGS = {
  headline: 500,
  enterButton: 1200,
  loadSound: 1500,
  accessGranted: 800,
  leave: 3500,
} as const;

/** Where the landing sends a visitor after the enter sequence. */
export function landingDestination(signedIn: boolean): string {
  return signedIn ? '/dashboard' : '/signup?redirect=verification';
}
