import { describe, expect, it } from '@jest/globals';
import { cached, renderRoute, signedIn } from '../../testing/render-route';
import { eventDetail, userRsvp } from '../../testing/event-fixture';
import { RsvpPage } from './RsvpPage';

const render = (event: object, waitlist: object | null = null) =>
  renderRoute('/event/:slug/rsvp', '/event/masquerade/rsvp', RsvpPage, [
    signedIn,
    cached('getEventBySlug', { event: 'masquerade' }, event),
    ...(waitlist ? [cached('getWaitlistStatus', { slug: 'masquerade' }, waitlist)] : []),
  ]);

const fullEvent = (overrides: object = {}) =>
  eventDetail({
    unlimitedSpots: false,
    maxCapacity: 4,
    timeZone: 'UTC',
    rsvpCounts: { going: 2, maybe: 0, cantGo: 0, total: 2, headcount: 4, waiting: 1 },
    ...overrides,
  });

describe('RsvpPage', () => {
  it('offers the three responses, the ten moods, 0 to 5 guests and a 2-row message', async () => {
    const html = await render(eventDetail());
    expect(html).toContain('Back to Event');
    expect(html).toContain('href="/event/masquerade"');
    for (const label of ['Going', 'Maybe', "Can't Go", 'Just you', '+1 guest', '+5 guests']) {
      expect(html).toContain(`${label}</button>`);
    }
    expect(html).not.toContain('+6 guests');
    expect(html.match(/aria-label="Mood /g)).toHaveLength(10);
    expect(html).toMatch(/<textarea[^>]*rows="2"/);
    // No response yet: the submit button reads as disabled.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*aria-disabled="true"[^>]*>Submit RSVP<\/button>/);
  });

  it("shows the already-RSVP'd card with links to the event and the dashboard", async () => {
    const html = await render(
      eventDetail({
        userRsvp: userRsvp(),
      }),
    );
    expect(html).toContain("You've Already RSVP'd!");
    expect(html).toContain('href="/dashboard"');
    expect(html).not.toContain('Submit RSVP');
  });

  it('sums up the RSVP and offers to change it while the event is ahead and the RSVP stands', async () => {
    const rsvp = userRsvp({ emoji: '🔥', plusOnes: 2 });
    const html = await render(eventDetail({ userRsvp: rsvp }));
    expect(html).toMatch(/class="pe-rsvp__outcome-answer">.*🔥.*Going · \+2 guests<\/p>/);
    expect(html).toContain('Change RSVP</button>');
    // Declined by the host, or the event over: nothing to change.
    expect(await render(eventDetail({ userRsvp: { ...rsvp, status: 'declined' } }))).not.toContain(
      'Change RSVP',
    );
    expect(await render(eventDetail({ userRsvp: rsvp, status: 'past' }))).not.toContain('Change RSVP');
  });

  it('offers to cancel a confirmed RSVP to an event ahead, and nothing else', async () => {
    const rsvp = userRsvp();
    expect(await render(eventDetail({ userRsvp: rsvp }))).toContain('Cancel RSVP</button>');
    for (const refused of [
      eventDetail({ userRsvp: { ...rsvp, status: 'declined' } }),
      eventDetail({ userRsvp: { ...rsvp, status: 'checked_in' } }),
      eventDetail({ userRsvp: rsvp, status: 'past' }),
    ]) {
      expect(await render(refused)).not.toContain('Cancel RSVP');
    }
  });

  it('says a request waits for the host, offers to cancel it and not to change it', async () => {
    const html = await render(
      eventDetail({
        requireApproval: true,
        userRsvp: userRsvp({ plusOnes: 1, status: 'pending' }),
      }),
    );
    expect(html).toContain("Waiting for the host's approval");
    expect(html).toContain('Going · +1 guest');
    expect(html).toContain('Cancel RSVP</button>');
    expect(html).not.toContain('Change RSVP');
  });

  it('tells a guest before they answer that the host approves each guest', async () => {
    expect(await render(eventDetail({ requireApproval: true }))).toContain(
      'The host approves each guest: your RSVP is a request until they do.',
    );
    expect(await render(eventDetail())).not.toContain('The host approves each guest');
  });

  it('closes RSVPs for a past event', async () => {
    const html = await render(eventDetail({ status: 'past' }));
    expect(html).toContain('RSVPs are closed');
    expect(html).not.toContain('Submit RSVP');
  });

  it("offers a full event's waitlist for the whole party, or Maybe and Can't Go instead", async () => {
    const html = await render(fullEvent());
    expect(html).toContain('This event is full');
    expect(html).toContain('Join the waitlist</button>');
    expect(html).toContain("Answer Maybe or Can't Go</button>");
    expect(html).toMatch(/<option value="5">\+5 guests<\/option>/);
    expect(html).not.toContain('Submit RSVP');
    // Without a waitlist the form stays, for Maybe or Can't Go.
    expect(await render(fullEvent({ waitlist: false }))).toContain('Submit RSVP');
  });

  it('shows a waiting guest their turn, and an offered guest the places and the deadline', async () => {
    const waiting = await render(fullEvent({ userRsvp: userRsvp({ status: 'waitlisted', plusOnes: 2 }) }), {
      position: 3,
      partySize: 3,
      offer: null,
    });
    expect(waiting).toContain("You're on the waitlist");
    expect(waiting).toMatch(/<strong>#3<\/strong> in line · a party of 3/);
    expect(waiting).toContain('Leave the waitlist</button>');
    const offered = await render(fullEvent({ userRsvp: userRsvp({ status: 'offered', plusOnes: 2 }) }), {
      position: null,
      partySize: 3,
      offer: { id: 'o1', places: 3, expiresAt: '2030-06-15T23:45:00.000Z', timeZone: 'UTC' },
    });
    expect(offered).toContain('A place opened up for you!');
    expect(offered).toMatch(
      /3 places are held for your party at .* until <strong>11:45 PM, Sat, Jun 15<\/strong>/,
    );
    expect(offered).toContain('Accept my place</button>');
    expect(offered).toContain('Decline</button>');
  });
});
