import { describe, expect, it } from '@jest/globals';
import { getToasts } from '@nightlife/ui/toast';
import { failureText, NETWORK_FAILURE_TEXT, toastFailure } from './failure-text';

describe('failureText', () => {
  const http = { kind: 'http', status: 400, code: 'VALIDATION.FAILED' } as const;
  it('prefers the first field message, then the detail, then the fallback', () => {
    expect(
      failureText(
        { ...http, detail: 'Validation failed', fieldErrors: [{ field: 'url', message: 'Use https' }] },
        'Try again',
      ),
    ).toBe('Use https');
    expect(failureText({ ...http, detail: 'Not allowed', fieldErrors: [] }, 'Try again')).toBe('Not allowed');
    expect(failureText({ ...http, detail: null, fieldErrors: [] }, 'Try again')).toBe('Try again');
  });

  it('says the server could not be reached, unless told otherwise', () => {
    expect(failureText({ kind: 'network' }, 'Try again')).toBe(NETWORK_FAILURE_TEXT);
    expect(failureText({ kind: 'network' }, 'Try again', 'Offline')).toBe('Offline');
  });
});

describe('toastFailure', () => {
  const lastToast = () => getToasts()[0];
  it("shows the server's words under the title, else the fallback, also when offline", () => {
    toastFailure(
      'Could not save',
      { status: 409, data: { detail: 'Already taken', code: 'X' } },
      'Try again',
    );
    expect(lastToast()).toMatchObject({
      title: 'Could not save',
      description: 'Already taken',
      variant: 'destructive',
    });
    toastFailure('Could not save', { status: 'FETCH_ERROR', error: 'offline' }, 'Try again');
    expect(lastToast()).toMatchObject({ title: 'Could not save', description: 'Try again' });
  });
});
