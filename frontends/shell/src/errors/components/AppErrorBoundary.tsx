import { Component, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

/**
 * Last line of defence for render errors outside the router's pages (dialog, toasts...).
 * React's root onCaughtError has already logged the error with its component stack.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== undefined) return <CrashScreen error={this.state.error} />;
    return this.props.children;
  }
}
