import { createErrorLog } from '../errors/error-log';
import { createReportDialogStore } from './report-dialog.store';

describe('report dialog auto-open', () => {
  it('opens prefilled when an error is recorded: name and message, stack, bug, high', () => {
    const log = createErrorLog();
    const dialog = createReportDialogStore(log);
    const error = new TypeError('Cannot read properties of undefined');
    log.recordError(error);
    const state = dialog.getState();
    expect(state.open).toBe(true);
    expect(state.autoTriggered).toBe(true);
    expect(state.values).toMatchObject({
      category: 'bug',
      severity: 'high',
      description: 'TypeError: Cannot read properties of undefined',
      actualBehavior: error.stack,
    });
  });

  it('opens once per distinct error, so a repeating error cannot loop the dialog', () => {
    const log = createErrorLog();
    const dialog = createReportDialogStore(log);
    const repeat = () => {
      const e = new Error('tick failed');
      e.stack = 'Error: tick failed\n    at tick';
      return e;
    };
    log.recordError(repeat());
    dialog.close();
    log.recordError(repeat());
    expect(dialog.getState().open).toBe(false);
    log.recordError(new Error('another failure'));
    expect(dialog.getState().open).toBe(true);
  });

  it('starts blank when opened by hand after a cancelled automatic report', () => {
    const log = createErrorLog();
    const dialog = createReportDialogStore(log);
    log.recordError(new Error('render failed'));
    dialog.close();
    dialog.open();
    expect(dialog.getState()).toMatchObject({
      open: true,
      autoTriggered: false,
      error: null,
      values: { category: 'bug', severity: 'medium', description: '' },
    });
  });

  it('does not replace what the user is typing when another error arrives', () => {
    const log = createErrorLog();
    const dialog = createReportDialogStore(log);
    dialog.open();
    dialog.update({ description: 'The map is blank' });
    log.recordError(new Error('late failure'));
    expect(dialog.getState().values.description).toBe('The map is blank');
    expect(dialog.getState().autoTriggered).toBe(false);
  });

  it('resets to bug / medium and closes after a successful send', () => {
    const dialog = createReportDialogStore(createErrorLog());
    dialog.open();
    dialog.update({ category: 'ui', severity: 'critical', description: 'x', stepsToReproduce: 'y' });
    dialog.reset();
    expect(dialog.getState()).toMatchObject({
      open: false,
      values: {
        category: 'bug',
        severity: 'medium',
        description: '',
        stepsToReproduce: '',
        expectedBehavior: '',
        actualBehavior: '',
      },
    });
  });
});
