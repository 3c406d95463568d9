import { ticketLink } from './ticket-link.js';

describe('ticketLink', () => {
  it("is an upcoming event's web address", () => {
    expect(ticketLink({ status: 'upcoming', ticketUrl: 'https://tickets.example/a' })).toBe(
      'https://tickets.example/a',
    );
    expect(ticketLink({ status: 'upcoming', ticketUrl: 'HTTP://tickets.example/a' })).toBe(
      'HTTP://tickets.example/a',
    );
  });

  it('is null for a past event, no address, or any other kind of URL', () => {
    expect(ticketLink({ status: 'past', ticketUrl: 'https://tickets.example/a' })).toBeNull();
    expect(ticketLink({ status: 'upcoming', ticketUrl: null })).toBeNull();
    expect(ticketLink({ status: 'upcoming', ticketUrl: 'javascript:alert(1)' })).toBeNull();
    expect(ticketLink({ status: 'upcoming', ticketUrl: 'data:text/html,x' })).toBeNull();
  });
});
