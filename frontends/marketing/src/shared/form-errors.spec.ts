import { describe, expect, it } from '@jest/globals';
import { errorsByField, readFormFailure } from './form-errors';

describe('errorsByField', () => {
  it('keeps the first message of each field', () => {
    expect(
      errorsByField([
        { field: 'email', message: 'Please enter a valid email' },
        { field: 'email', message: 'second' },
        { field: 'name', message: 'Name must be at least 2 characters' },
      ]),
    ).toEqual({ email: 'Please enter a valid email', name: 'Name must be at least 2 characters' });
  });
});

describe('readFormFailure', () => {
  it("reads a problem's field errors and detail", () => {
    const error = {
      status: 400,
      data: {
        code: 'VALIDATION.FAILED',
        detail: 'Some fields are not valid.',
        errors: [{ field: 'email', message: 'Please enter your email' }],
      },
    };
    expect(readFormFailure(error)).toEqual({
      fieldErrors: { email: 'Please enter your email' },
      detail: 'Some fields are not valid.',
    });
  });

  it('has nothing to say when the server was not reached', () => {
    expect(readFormFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      fieldErrors: {},
      detail: null,
    });
  });
});
