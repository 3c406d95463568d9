import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../not-found/components/NotFoundPage';
import { errorLog } from '../error-log';
import { CrashScreen } from './CrashScreen';

/** A page's loader that finds nothing to show throws `data(null, { status: 404 })`. */
function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Route errorElement: a page that throws while rendering, a failed route load, a remote that does not load. */
export function RouteCrashScreen() {
  const error = useRouteError();
  const notFound = isNotFound(error);

  // A page's render errors, route and remote-loading errors are logged here; the log
  // de-duplicates an error it has seen.
  useEffect(() => {
    if (!notFound) errorLog.recordError(error);
  }, [error, notFound]);

  return notFound ? <NotFoundPage /> : <CrashScreen error={error} />;
}
