import { describe, expect, it } from '@jest/globals';
import { problemCode, serverMessage } from './api-problem';

const failure = {
  status: 409,
  message: '409: {...}',
  data: { code: 'RSVP.CAPACITY_REACHED', detail: 'This event has reached its capacity.' },
};

describe('api problem details', () => {
  it('reads the code and the message of a problem+json failure', () => {
    expect(problemCode(failure)).toBe('RSVP.CAPACITY_REACHED');
    expect(serverMessage(failure)).toBe('This event has reached its capacity.');
  });

  it('has neither for network failures or plain-text bodies', () => {
    expect(problemCode({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeNull();
    expect(serverMessage({ status: 502, data: 'Bad Gateway' })).toBeNull();
    expect(serverMessage({ status: 400, data: { detail: '  ' } })).toBeNull();
  });
});
