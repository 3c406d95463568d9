import { ContractChecker, type ObservedResponse } from './contract';

// The checker the test client runs on every /api response: it must tell conforming answers
// from drifted ones, or the contract tests could not fail.
describe('contract checker', () => {
  const checker = ContractChecker.fromCommittedDocument();
  const json = (method: string, url: string, status: number, body: unknown): ObservedResponse => ({
    method,
    url,
    status,
    contentType: 'application/json; charset=utf-8',
    body,
    text: JSON.stringify(body),
  });
  const problem = (method: string, url: string, status: number, code: string): ObservedResponse => ({
    ...json(method, url, status, { type: `t/${code}`, title: 'x', status, code, detail: 'x' }),
    contentType: 'application/problem+json; charset=utf-8',
  });

  it('accepts a conforming answer, null where the document allows null', () => {
    expect(
      checker.check(json('GET', '/api/user/session?_=1', 200, { authenticated: false, user: null })),
    ).toEqual([]);
    expect(checker.check(problem('POST', '/api/signup', 403, 'CSRF.CROSS_ORIGIN'))).toEqual([]);
  });

  it('reports a body that does not match the schema', () => {
    expect(checker.check(json('GET', '/api/user/session', 200, { authenticated: 'no' }))).toEqual([
      expect.stringContaining("must have required property 'user'"),
      expect.stringContaining('/authenticated must be boolean'),
    ]);
  });

  it('reports an undeclared content type and an undescribed route', () => {
    expect(
      checker.check({ ...json('GET', '/api/themes', 200, []), contentType: 'text/html', text: '<p>' }),
    ).toEqual([expect.stringContaining('content type text/html is not declared')]);
    expect(checker.check(json('GET', '/api/no-such-route', 200, {}))).toEqual([
      expect.stringContaining('not in the document'),
    ]);
    expect(checker.check(problem('GET', '/api/no-such-route', 404, 'NOT_FOUND'))).toEqual([]);
  });

  it('resolves literal paths before templated ones', () => {
    expect(checker.check(json('GET', '/api/events/rsvps-with-users?eventId=x', 200, [{}]))).toEqual(
      expect.arrayContaining([expect.stringContaining('(/api/events/rsvps-with-users)')]),
    );
  });
});
