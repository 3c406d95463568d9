import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { errorLog } from '../error-log';
import { CrashScreen } from './CrashScreen';

/** Route errorElement: a page that throws while rendering, a failed route load, a remote that does not load. */
export function RouteCrashScreen() {
  const error = useRouteError();

  // Render errors were already logged by the React root (with their component stack);
  // route and remote-loading errors are logged here. The log de-duplicates either way.
  useEffect(() => {
    errorLog.recordError(error);
  }, [error]);

  return <CrashScreen error={error} />;
}
