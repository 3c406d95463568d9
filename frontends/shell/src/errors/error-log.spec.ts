import { createErrorLog, installErrorCapture, type RecordedError } from './error-log';

describe('error log', () => {
  it('keeps only the last 10 entries, oldest dropped first', () => {
    const log = createErrorLog();
    for (let i = 1; i <= 12; i++) log.recordError(new Error(`boom ${i}`));
    const messages = log.entries().map((e) => e.message);
    expect(messages).toHaveLength(10);
    expect(messages[0]).toBe('Error: boom 3');
    expect(messages[9]).toBe('Error: boom 12');
  });

  it('stores message, stack, timestamp and the component stack of a render error', () => {
    const log = createErrorLog(() => new Date('2025-03-05T21:00:00Z'));
    const error = new TypeError('x is undefined');
    log.recordError(error, '\n    at EventCard');
    expect(log.entries()).toEqual([
      {
        message: 'TypeError: x is undefined',
        stack: error.stack,
        timestamp: '2025-03-05T21:00:00.000Z',
        componentStack: '\n    at EventCard',
      },
    ]);
  });

  it('logs the same error object once, adding a component stack seen later', () => {
    const log = createErrorLog();
    const seen: RecordedError[] = [];
    log.onError((e) => seen.push(e));
    const error = new Error('render failed');
    log.recordError(error);
    log.recordError(error, '\n    at Page');
    expect(log.entries()).toHaveLength(1);
    expect(log.entries()[0].componentStack).toBe('\n    at Page');
    expect(seen).toHaveLength(1);
  });

  it('logs console.error calls without notifying (they never open the report dialog)', () => {
    const log = createErrorLog();
    const notified = jest.fn();
    log.onError(notified);
    const error = new Error('fetch failed');
    log.recordConsoleError(['Logout failed', error]);
    expect(log.entries()[0]).toMatchObject({
      message: 'Logout failed Error: fetch failed',
      stack: error.stack,
    });
    expect(notified).not.toHaveBeenCalled();
  });
});

describe('installErrorCapture', () => {
  it('captures window errors, unhandled rejections and console.error', () => {
    const target = new EventTarget() as unknown as Window;
    const log = createErrorLog();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installErrorCapture(target, log);
    try {
      target.dispatchEvent(
        Object.assign(new Event('error'), { error: new RangeError('bad index'), message: 'bad index' }),
      );
      target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'network down' }));
      console.error('something odd');
    } finally {
      uninstall();
      quiet.mockRestore();
    }
    expect(log.entries().map((e) => e.message)).toEqual([
      'RangeError: bad index',
      'Error: network down',
      'something odd',
    ]);
  });
});
