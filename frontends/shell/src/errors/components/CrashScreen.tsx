import { Button } from '@nightlife/ui';
import { isRouteErrorResponse } from 'react-router';
import { reportDialog } from '../../report/report-dialog.store';
import type { RecordedError } from '../error-log';

function asRecorded(error: unknown): RecordedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (isRouteErrorResponse(error))
    return { name: 'RouteError', message: `${error.status}: ${error.statusText}` };
  return { name: 'Error', message: String(error) };
}

/** Spec 1 §2 crash screen. */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <section className="crash" role="alert">
      <div className="crash__glyph" aria-hidden="true">
        ⚠
      </div>
      <h1 className="crash__title">Something went wrong</h1>
      <p className="crash__text">
        An unexpected error occurred. Our team has been notified and will fix this issue.
      </p>
      <div className="crash__actions">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="secondary" onClick={() => reportDialog.openForError(asRecorded(error))}>
          Report This Error
        </Button>
      </div>
    </section>
  );
}
