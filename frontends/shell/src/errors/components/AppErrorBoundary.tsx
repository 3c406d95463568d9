import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLog } from '../error-log';
import { CrashScreen } from './CrashScreen';

/**
 * Last line of defence for render errors outside the router's pages (dialog, toasts...): logs
 * the error (the log opens the report dialog) and shows the crash screen. A component stack comes
 * with it where the renderer gives one (Preact's production build does not, ADR 0045).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info?: ErrorInfo) {
    errorLog.recordError(error, info?.componentStack ?? undefined);
  }

  override render() {
    if (this.state.error !== undefined) return <CrashScreen error={this.state.error} />;
    return this.props.children;
  }
}
