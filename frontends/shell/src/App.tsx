import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { getToasts, subscribeToasts } from '@nightlife/ui/toast';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ReportIssueButton } from './report/components/ReportIssueButton';
import { reportDialog } from './report/report-dialog.store';
import { SplashGate } from './splash/components/SplashGate';

/**
 * A part of the page around the pages whose code loads on first use. When its code cannot load
 * (the network dropped, as at a door with the door app open) it renders nothing instead of
 * taking the whole page down with it.
 */
function optionalLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load().catch(() => () => null) }));
}

// Neither is needed for the first paint: their code (and Radix's dialog, select and toast) loads
// the first time a toast is raised or the dialog opens, and stays mounted from then on.
const ReportIssueDialog = optionalLazy(
  async () => (await import('./report/components/ReportIssueDialog')).ReportIssueDialog,
);
const Toaster = optionalLazy(async () => (await import('@nightlife/ui')).Toaster);
// A decoration for mouse users: its code loads when a fine pointer first moves.
const CursorDot = optionalLazy(async () => (await import('./cursor/components/CursorDot')).CursorDot);

/** True from the first time `isNeeded()` is true (the store notifies through `subscribe`). */
function useNeededOnce(subscribe: (listener: () => void) => () => void, isNeeded: () => boolean) {
  const needed = useSyncExternalStore(subscribe, isNeeded, isNeeded);
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  return needed || mounted;
}

/** True from the first move of a fine pointer (a mouse; never on touch screens). */
function useFinePointerMoved() {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    const onMove = () => setMoved(true);
    window.addEventListener('pointermove', onMove, { once: true, passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  return moved;
}

const hasToasts = () => getToasts().length > 0;
const dialogOpen = () => reportDialog.getState().open;

/** The report dialog, its button and the toasts sit outside the router so they survive any page crash. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const toasterNeeded = useNeededOnce(subscribeToasts, hasToasts);
  const dialogNeeded = useNeededOnce(reportDialog.subscribe, dialogOpen);
  const cursorWanted = useFinePointerMoved();
  return (
    <>
      <SplashGate>
        <RouterProvider router={router} />
      </SplashGate>
      <ReportIssueButton />
      <Suspense fallback={null}>
        {dialogNeeded && <ReportIssueDialog />}
        {toasterNeeded && <Toaster />}
      </Suspense>
      <Suspense fallback={null}>{cursorWanted && <CursorDot />}</Suspense>
    </>
  );
}
