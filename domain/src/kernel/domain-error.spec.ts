import { DomainError, KernelErrorCodes } from './domain-error.js';
import { err, ok } from './result.js';

describe('DomainError', () => {
  it('builds validation failures carrying their field errors', () => {
    const error = DomainError.validation([{ field: 'email', message: 'Email is required' }]);
    expect(error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });
});

describe('Result', () => {
  it('tells success from failure by ok', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const error = new DomainError(KernelErrorCodes.NOT_FOUND, 'Not found');
    expect(err(error)).toEqual({ ok: false, error });
  });
});
