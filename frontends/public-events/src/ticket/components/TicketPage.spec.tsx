import { describe, expect, it } from '@jest/globals';
import { cached, renderRoute, signedIn } from '../../testing/render-route';
import { eventDetail, userRsvp } from '../../testing/event-fixture';
import { TicketPage } from './TicketPage';

const rsvp = userRsvp({
  emoji: '🔥',
  guestEmail: 'dana@example.com',
  message: 'Saving a spot by the DJ booth',
  plusOnes: 1,
});

const render = (event: object, tickets: object[] = []) =>
  renderRoute('/event/:slug/ticket', '/event/masquerade/ticket', TicketPage, [
    signedIn,
    cached('getEventBySlug', { event: 'masquerade' }, event),
    cached('listMyEventTickets', { eventId: (event as { id: string }).id }, tickets),
  ]);

describe('TicketPage', () => {
  it('asks for an RSVP first', async () => {
    const html = await render(eventDetail());
    expect(html).toContain('RSVP Required');
    expect(html).toContain('You need to RSVP to this event to view your ticket.');
    expect(html).toContain('href="/event/masquerade"');
  });

  it('shows the ticket with the long date, time, location, message and the three tabs', async () => {
    const html = await render(
      eventDetail({ userRsvp: rsvp, location: 'The Velvet Room, Chicago', locationHidden: false }),
    );
    expect(html).toContain('Confirmed');
    expect(html).toContain('Going');
    expect(html).toContain('Masquerade at the Velvet Room');
    expect(html).toContain('Masks required.');
    expect(html).toContain('Tuesday, November 24, 2026');
    expect(html).toContain('9:00 PM - 2:00 AM');
    expect(html).toContain('The Velvet Room, Chicago');
    expect(html).toContain('Saving a spot by the DJ booth');
    for (const tab of ['Tickets', 'Attendees', 'Host Info'])
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}<`));
    // The Tickets tab is open first.
    expect(html).toContain('No Additional Tickets');
    expect(html).toContain('Price: $40');
    expect(html).toMatch(/href="\/event\/masquerade\/rsvp"[^>]*>Change RSVP<\/a>/);
    expect(html).toContain('Cancel RSVP</button>');
    expect(html).toContain('href="/api/events/masquerade/calendar.ics"');
  });

  it('offers no change or cancellation once the host declined the RSVP', async () => {
    const html = await render(eventDetail({ userRsvp: { ...rsvp, status: 'declined' } }));
    expect(html).toContain('Declined');
    expect(html).not.toContain('Change RSVP');
    expect(html).not.toContain('Cancel RSVP');
  });

  it('marks a request waiting for approval, without the hidden location', async () => {
    const html = await render(
      eventDetail({
        userRsvp: { ...rsvp, status: 'pending' },
        requireApproval: true,
        locationNote: 'Shown once the host approves you',
      }),
    );
    expect(html).toContain('Pending Approval');
    expect(html).toContain("Waiting for the host's approval");
    expect(html).toContain('Shown once the host approves you');
    expect(html).not.toContain('Change RSVP');
    expect(html).toContain('Cancel RSVP</button>');
  });

  it('shows the tickets the host issued in the Tickets tab', async () => {
    const html = await render(eventDetail({ userRsvp: rsvp }), [
      {
        id: 't1',
        rsvpId: 'r1',
        guestName: 'Dana Vega',
        ticketType: 'vip',
        label: 'VIP Access',
        price: 'Premium',
        issuedAt: '2026-11-20T18:00:00.000Z',
        partySize: 2,
        version: 1,
        code: 'A'.repeat(140),
      },
    ]);
    expect(html).toContain('VIP Access');
    expect(html).toContain('Premium · Issued to Dana Vega on November 20, 2026');
    expect(html).not.toContain('No Additional Tickets');
    expect(html).toContain('VIP Access · Party of 2');
  });

  it("shows the door code of the RSVP's own ticket, which is no additional ticket", async () => {
    const html = await render(eventDetail({ userRsvp: rsvp }), [
      {
        id: 'r1',
        rsvpId: 'r1',
        guestName: 'Dana Vega',
        ticketType: 'general',
        label: 'General Admission',
        price: 'Free',
        issuedAt: null,
        partySize: 1,
        version: 3,
        code: 'B'.repeat(140),
      },
    ]);
    expect(html).toContain('Your ticket');
    expect(html).toMatch(/<canvas[^>]*aria-label="Ticket code for Dana Vega"[^>]*data-code="B{140}"/);
    expect(html).toContain('General Admission · Just you');
    expect(html).toContain('Download PNG');
    expect(html).toContain('No Additional Tickets');
  });

  it('asks a going guest on the day to reconfirm, until the deadline, then says they did', async () => {
    // The night starts in 4 hours: the question came 6 hours before, the deadline is 2 hours before.
    const startsIn4h = new Date(Date.now() + 4 * 3_600_000).toISOString();
    const asking = { reconfirm: true, dateTime: startsIn4h, timeZone: 'UTC' };
    const html = await render(eventDetail({ ...asking, userRsvp: rsvp }));
    expect(html).toContain('Are you still coming?');
    expect(html).toContain("I'm still coming</button>");
    const answered = await render(
      eventDetail({ ...asking, userRsvp: { ...rsvp, reconfirmedAt: new Date().toISOString() } }),
    );
    expect(answered).toContain('You reconfirmed: your place is kept.');
    expect(answered).not.toContain("I'm still coming");
    // Without the host's option, or before the question, nothing is asked.
    expect(await render(eventDetail({ ...asking, reconfirm: false, userRsvp: rsvp }))).not.toContain(
      'Are you still coming?',
    );
    const tomorrow = new Date(Date.now() + 30 * 3_600_000).toISOString();
    expect(await render(eventDetail({ ...asking, dateTime: tomorrow, userRsvp: rsvp }))).not.toContain(
      'Are you still coming?',
    );
  });
});
