import { describe, expect, it } from '@jest/globals';
import { readApiFailure } from './problem';

describe('readApiFailure', () => {
  it('reads the code, the detail and the field errors of a problem+json failure', () => {
    const failure = readApiFailure({
      status: 400,
      message: '400: {...}',
      data: {
        code: 'VALIDATION.FAILED',
        detail: 'Validation failed',
        errors: [{ field: 'email', message: 'Email is invalid' }, { field: 1 }],
      },
    });
    expect(failure).toEqual({
      kind: 'http',
      status: 400,
      code: 'VALIDATION.FAILED',
      detail: 'Validation failed',
      fieldErrors: [{ field: 'email', message: 'Email is invalid' }],
    });
  });

  it('keeps the status but no server words for plain-text bodies or a blank detail', () => {
    const empty = { kind: 'http', code: null, detail: null, fieldErrors: [] };
    expect(readApiFailure({ status: 502, data: 'Bad Gateway' })).toEqual({ ...empty, status: 502 });
    expect(readApiFailure({ status: 400, data: { detail: '  ' } })).toEqual({ ...empty, status: 400 });
    expect(readApiFailure({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>' })).toEqual({
      ...empty,
      status: 500,
    });
  });

  it('reports an unreachable server', () => {
    expect(readApiFailure({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toEqual({ kind: 'network' });
    expect(readApiFailure(undefined)).toEqual({ kind: 'network' });
  });
});
