import { Tooltip } from '@nightlife/ui';
import { reportDialog } from '../report-dialog.store';

/** Floating button, present on every page (also over the crash screen). */
export function ReportIssueButton() {
  return (
    <Tooltip content="Report Issue or Bug" side="left">
      <button type="button" className="report-fab" onClick={() => reportDialog.open()}>
        <span aria-hidden="true" className="report-fab__icon">
          !
        </span>
        <span className="report-fab__label">Report Issue or Bug</span>
      </button>
    </Tooltip>
  );
}
