import { Toaster, TooltipProvider } from '@nightlife/ui';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { CursorDot } from './cursor/components/CursorDot';
import { ReportIssueButton } from './report/components/ReportIssueButton';
import { ReportIssueDialog } from './report/components/ReportIssueDialog';
import { SplashGate } from './splash/components/SplashGate';

/** The report dialog, its button and the toasts sit outside the router so they survive any page crash. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <TooltipProvider>
      <SplashGate>
        <RouterProvider router={router} />
      </SplashGate>
      <ReportIssueButton />
      <ReportIssueDialog />
      <Toaster />
      <CursorDot />
    </TooltipProvider>
  );
}
