import { useCallback, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

export interface LeaveGuard {
  /** The router's blocker: 'blocked' while a link or back/forward inside the app waits for an answer. */
  blocker: Blocker;
  /** Lets the next navigation through without asking (after a save). */
  release: () => void;
}

/**
 * Asks before unsaved work is left: the router's blocker holds a navigation inside the app to
 * another page (LeaveDialog answers it); reloading and closing the tab get the browser's own
 * warning (spec 2 §2.8). Nothing is asked while `dirty` is false.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  // Read when a navigation starts, which can be in the same event as a change (a save, then
  // the way back): a ref, not a value captured by the last render.
  const unsaved = useRef(dirty);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // Both set as the render commits (a layout effect): a passive effect waits for the next frame,
  // and a Back or a reload right after typing would go through unasked.
  useLayoutEffect(() => {
    unsaved.current = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    unsaved.current = false;
  }, []);
  return { blocker, release };
}
