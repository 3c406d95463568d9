import { useSyncExternalStore } from 'react';
import { reportDialog } from '../report-dialog.store';

export function useReportDialog() {
  const state = useSyncExternalStore(reportDialog.subscribe, reportDialog.getState, reportDialog.getState);
  return { ...state, dialog: reportDialog };
}
