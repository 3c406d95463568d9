import { Button } from '@nightlife/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportDialog } from '../../report/report-dialog.store';
import { errorLog, type RecordedError } from '../error-log';

function asRecorded(error: unknown): RecordedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (isRouteErrorResponse(error)) return { name: 'RouteError', message: `${error.status}: ${error.statusText}` };
  return { name: 'Error', message: String(error) };
}

/** Spec 1 §2 crash screen: any uncaught render error, a failed route load, a remote that does not load. */
export function CrashScreen() {
  const error = useRouteError();

  // Render errors were already logged by the React root (with their component stack);
  // route and remote-loading errors are logged here. The log de-duplicates either way.
  useEffect(() => {
    errorLog.recordError(error);
  }, [error]);

  return (
    <section className="crash" role="alert">
      <div className="crash__glyph" aria-hidden="true">
        ⚠
      </div>
      <h1 className="crash__title">Something went wrong</h1>
      <p className="crash__text">An unexpected error occurred. Our team has been notified and will fix this issue.</p>
      <div className="crash__actions">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="secondary" onClick={() => reportDialog.openForError(asRecorded(error))}>
          Report This Error
        </Button>
      </div>
    </section>
  );
}
