import { DomainException, unwrapOrThrow } from './domain.exception';

const frames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));

describe('DomainException', () => {
  it('captures no stack for an answer of the rules (4xx), and leaves the stack limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const full = DomainException.of('RSVP.CAPACITY_REACHED', 'The event is full.');
    expect(full.error).toEqual({ code: 'RSVP.CAPACITY_REACHED', message: 'The event is full.' });
    expect(full.message).toBe('The event is full.');
    expect(full.name).toBe('DomainException');
    expect(full).toBeInstanceOf(Error);
    expect(frames(full)).toEqual([]);
    expect(() =>
      unwrapOrThrow({ ok: false, error: { code: 'EVENT.NOT_FOUND', message: 'No such event.' } }),
    ).toThrow(DomainException);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(frames(new Error('unexpected')).length).toBeGreaterThan(0);
  });

  it('keeps the stack of a code answered with a 5xx (the problem filter logs it)', () => {
    const internal = DomainException.of('INTERNAL', 'Something went wrong on our side.');
    expect(frames(internal).length).toBeGreaterThan(0);
  });
});
