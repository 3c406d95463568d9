// Open/closed state and contents of the single 'Report an Issue' dialog, reachable from the
// floating button, the crash screen and the error log (auto-open).
import { errorLog, type ErrorLog, type RecordedError } from '../errors/error-log';
import { EMPTY_REPORT, prefillFromError, type ReportFormValues } from './report-form';

export interface ReportDialogState {
  open: boolean;
  values: ReportFormValues;
  error: RecordedError | null;
  autoTriggered: boolean;
}

type Listener = () => void;

export function createReportDialogStore(log: ErrorLog = errorLog) {
  let state: ReportDialogState = { open: false, values: EMPTY_REPORT, error: null, autoTriggered: false };
  const listeners = new Set<Listener>();
  const autoOpened = new Set<string>();

  const set = (next: Partial<ReportDialogState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  const store = {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Opens the dialog as the user left it (blank the first time). */
    open: () => set({ open: true }),
    /** Opens the dialog prefilled for an error (the crash screen's 'Report This Error'). */
    openForError: (error: RecordedError, autoTriggered = false) =>
      set({ open: true, values: prefillFromError(error), error, autoTriggered }),
    /** A cancelled automatic report is dropped: opening the dialog by hand later starts blank. */
    close: () =>
      set(
        state.autoTriggered
          ? { open: false, values: EMPTY_REPORT, error: null, autoTriggered: false }
          : { open: false },
      ),
    update: (values: Partial<ReportFormValues>) => set({ values: { ...state.values, ...values } }),
    /** After a successful send: fields back to their defaults, dialog closed. */
    reset: () => set({ open: false, values: EMPTY_REPORT, error: null, autoTriggered: false }),
  };

  // One auto-open per distinct error, and never over a report the user is already writing:
  // an error raised while the dialog is open cannot loop it.
  log.onError((error) => {
    const key = `${error.name}\u0000${error.message}\u0000${error.stack ?? ''}`;
    if (autoOpened.has(key) || state.open) return;
    autoOpened.add(key);
    store.openForError(error, true);
  });

  return store;
}

export type ReportDialogStore = ReturnType<typeof createReportDialogStore>;

export const reportDialog = createReportDialogStore();
