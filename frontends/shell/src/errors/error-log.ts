// The global error log (spec 1 §3 "consoleErrors"): uncaught errors, unhandled rejections,
// render errors and console.error calls, newest last, capped at the last 10 entries.
import { MAX_CONSOLE_ERRORS } from '@nightlife/domain';

export interface ErrorLogEntry {
  message: string;
  stack?: string;
  timestamp: string;
  componentStack?: string;
}

/** An error worth opening the report dialog for (uncaught, not a console message). */
export interface RecordedError {
  name: string;
  message: string;
  stack?: string;
  componentStack?: string;
}

type Listener = (error: RecordedError) => void;

export interface ErrorLog {
  entries(): readonly ErrorLogEntry[];
  /** Logs an uncaught error and tells subscribers; the same error object is logged once. */
  recordError(error: unknown, componentStack?: string): void;
  /** Logs a console.error call; subscribers are not told (console noise must not open dialogs). */
  recordConsoleError(args: readonly unknown[]): void;
  onError(listener: Listener): () => void;
}

function describe(value: unknown): RecordedError {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (value && typeof value === 'object' && 'message' in value) {
    return { name: 'Error', message: String((value as { message: unknown }).message) };
  }
  return { name: 'Error', message: typeof value === 'string' ? value : safeStringify(value) };
}

function safeStringify(value: unknown): string {
  try {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}

export function createErrorLog(now: () => Date = () => new Date()): ErrorLog {
  let log: ErrorLogEntry[] = [];
  const listeners = new Set<Listener>();
  const seen = new WeakMap<object, ErrorLogEntry>();

  const push = (entry: ErrorLogEntry) => {
    log = [...log, entry].slice(-MAX_CONSOLE_ERRORS);
  };

  return {
    entries: () => log,
    recordError(error, componentStack) {
      if (error && typeof error === 'object') {
        const known = seen.get(error);
        if (known) {
          // An error seen again (a boundary after the window's handler) adds its component stack, if any.
          if (componentStack && !known.componentStack) known.componentStack = componentStack;
          return;
        }
      }
      const details = { ...describe(error), componentStack };
      const entry: ErrorLogEntry = {
        message: `${details.name}: ${details.message}`,
        stack: details.stack,
        timestamp: now().toISOString(),
        componentStack,
      };
      if (error && typeof error === 'object') seen.set(error, entry);
      push(entry);
      for (const listener of listeners) listener(details);
    },
    recordConsoleError(args) {
      const error = args.find((a) => a instanceof Error) as Error | undefined;
      const message = args
        .map((a) =>
          a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : safeStringify(a),
        )
        .join(' ');
      push({ message, stack: error?.stack, timestamp: now().toISOString() });
    },
    onError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one log. */
export const errorLog = createErrorLog();

/** Captures window errors, unhandled rejections and console.error into the log. Call once at startup; returns the undo. */
export function installErrorCapture(target: Window = window, log: ErrorLog = errorLog): () => void {
  const onError = (event: ErrorEvent) => log.recordError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => log.recordError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const previous = console.error;
  const original = console.error.bind(console);
  let inside = false;
  console.error = (...args: unknown[]) => {
    original(...args);
    if (inside) return;
    inside = true;
    try {
      log.recordConsoleError(args);
    } finally {
      inside = false;
    }
  };
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    console.error = previous;
  };
}
