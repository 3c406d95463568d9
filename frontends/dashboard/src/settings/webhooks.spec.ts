import { deliveryOutcome } from './webhooks';

describe('webhook deliveries in Settings', () => {
  it('says the state and the last attempt', () => {
    expect(
      deliveryOutcome({ state: 'delivered', attempts: [{ statusCode: 204, error: null, durationMs: 35.4 }] }),
    ).toBe('Delivered · 204 in 35 ms');
    expect(
      deliveryOutcome({
        state: 'pending',
        attempts: [
          { statusCode: 500, error: null, durationMs: 12 },
          { statusCode: null, error: 'No answer within 5 s', durationMs: 5000 },
        ],
      }),
    ).toBe('Waiting to retry · No answer within 5 s in 5000 ms (2 attempts)');
    expect(deliveryOutcome({ state: 'pending', attempts: [] })).toBe('Sending');
  });
});
