import {
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_LIMITS,
  ERROR_REPORT_SEVERITIES,
  SEVERITY_DESCRIPTIONS,
  type ErrorReportCategory,
  type ErrorReportSeverity,
} from '@nightlife/domain';
import { useSubmitErrorReportMutation } from '../../api/generated';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  Field,
  Select,
  Textarea,
  useToast,
} from '@nightlife/ui';
import type { FormEvent } from 'react';
import { errorLog } from '../../errors/error-log';
import { useSession } from '../../session/hooks/useSession';
import { browserSessionId } from '../browser-session-id';
import {
  buildErrorReport,
  canSend,
  CATEGORY_LABELS,
  readEnvironment,
  SEVERITY_LABELS,
  SUPPORT_EMAIL,
} from '../error-report';
import { useReportDialog } from '../hooks/useReportDialog';

const categoryOptions = ERROR_REPORT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const severityOptions = ERROR_REPORT_SEVERITIES.map((value) => ({
  value,
  label: SEVERITY_LABELS[value],
  hint: SEVERITY_DESCRIPTIONS[value],
}));

export function ReportIssueDialog() {
  const { open, values, error, autoTriggered, dialog } = useReportDialog();
  const { user } = useSession();
  const [submit, { isLoading: sending }] = useSubmitErrorReportMutation();
  const { toast } = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend(values, sending)) return;
    const report = buildErrorReport({
      values,
      error,
      autoTriggered,
      user: user ? { id: user.id, username: user.username } : null,
      consoleErrors: errorLog.entries(),
      env: readEnvironment(browserSessionId()),
    });
    try {
      const { reportId } = await submit({ errorReport: report }).unwrap();
      toast({
        title: 'Error Report Sent',
        description: `Report #${reportId} submitted successfully. Our team will investigate this issue.`,
        variant: 'success',
      });
      dialog.reset();
    } catch {
      toast({
        title: 'Submission Failed',
        description: `Please try again or contact support directly at ${SUPPORT_EMAIL}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? dialog.open() : dialog.close())}>
      <DialogContent
        title="Report an Issue"
        description="Tell us what went wrong. Reports are reviewed within 24 hours."
      >
        <form className="report-form" onSubmit={onSubmit} noValidate>
          <div className="report-form__row">
            <Field label="Category">
              {(control) => (
                <Select
                  {...control}
                  options={categoryOptions}
                  value={values.category}
                  onValueChange={(v) => dialog.update({ category: v as ErrorReportCategory })}
                />
              )}
            </Field>
            <Field label="Severity" hint={SEVERITY_DESCRIPTIONS[values.severity]}>
              {(control) => (
                <Select
                  {...control}
                  options={severityOptions}
                  value={values.severity}
                  onValueChange={(v) => dialog.update({ severity: v as ErrorReportSeverity })}
                />
              )}
            </Field>
          </div>
          <Field label="Description" required>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={ERROR_REPORT_LIMITS.description}
                placeholder="What happened?"
                value={values.description}
                onChange={(e) => dialog.update({ description: e.target.value })}
              />
            )}
          </Field>
          <Field label="Steps to reproduce">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={ERROR_REPORT_LIMITS.text}
                placeholder={'1. Go to…\n2. Click…'}
                value={values.stepsToReproduce}
                onChange={(e) => dialog.update({ stepsToReproduce: e.target.value })}
              />
            )}
          </Field>
          <div className="report-form__row">
            <Field label="Expected behavior">
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={ERROR_REPORT_LIMITS.text}
                  value={values.expectedBehavior}
                  onChange={(e) => dialog.update({ expectedBehavior: e.target.value })}
                />
              )}
            </Field>
            <Field label="Actual behavior">
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  maxLength={ERROR_REPORT_LIMITS.stack}
                  value={values.actualBehavior}
                  onChange={(e) => dialog.update({ actualBehavior: e.target.value })}
                />
              )}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="ghost" onClick={() => dialog.close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSend(values, sending)} loading={sending}>
              {sending ? 'Sending...' : 'Send Report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
