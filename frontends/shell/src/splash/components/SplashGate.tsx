import { startTransition, useState, type ReactNode } from 'react';
import { markSplashSeen, splashPlaysNow } from '../splash-timing';
import { LoadingSplash } from './LoadingSplash';

/**
 * On the first visit of a browser session to the landing page the splash plays and the pages
 * mount after it (so the landing sequence starts when it can be seen); the router has already
 * started loading the first page's remote meanwhile. Returning visits in the session, and first
 * visits to any other page (a shared link), skip it.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const [done, setDone] = useState(() => !splashPlaysNow());
  if (done) return children;
  return (
    <LoadingSplash
      onComplete={() => {
        markSplashSeen();
        // The whole page mounts here. As a transition React renders it in slices; Preact, which
        // serves React's API in the browser (ADR 0045), renders it at once.
        startTransition(() => setDone(true));
      }}
    />
  );
}
