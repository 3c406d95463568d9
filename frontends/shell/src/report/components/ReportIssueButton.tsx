import { reportDialog } from '../report-dialog.store';

/**
 * Floating button, present on every page (also over the crash screen). Its label shows beside
 * the icon from tablet width up; on phones it is the button's accessible name.
 */
export function ReportIssueButton() {
  return (
    <button type="button" className="report-fab" onClick={() => reportDialog.open()}>
      <span aria-hidden="true" className="report-fab__icon">
        !
      </span>
      <span className="report-fab__label">Report Issue or Bug</span>
    </button>
  );
}
