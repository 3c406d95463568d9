import { describe, expect, it } from '@jest/globals';
import { cached, renderRoute, signedIn, signedOut } from '../../testing/render-route';
import { eventDetail, userRsvp } from '../../testing/event-fixture';
import { EventPage } from './EventPage';

const guests = [
  {
    id: 'r1',
    userId: 'u1',
    guestName: 'Mia Lopez',
    response: 'going',
    emoji: '🔥',
    message: 'Cannot wait!',
    plusOnes: 2,
    status: 'confirmed',
    createdAt: '2026-11-01T00:00:00.000Z',
    user: {
      id: 'u1',
      username: 'mialopez',
      firstName: 'Mia',
      lastName: 'Lopez',
      avatar: null,
      isVerified: true,
      location: 'Miami, FL',
    },
  },
  {
    id: 'r2',
    userId: 'u2',
    guestName: 'Sam Lee',
    response: 'cant-go',
    emoji: null,
    message: null,
    plusOnes: 0,
    status: 'confirmed',
    createdAt: '2026-11-02T00:00:00.000Z',
    user: {
      id: 'u2',
      username: 'samlee',
      firstName: 'Sam',
      lastName: 'Lee',
      avatar: null,
      isVerified: false,
      location: null,
    },
  },
];

async function renderEvent(data: object, session = signedOut, extra: Parameters<typeof renderRoute>[3] = []) {
  return renderRoute('/event/:slug', '/event/masquerade', EventPage, [
    session,
    cached('getEventBySlug', { event: 'masquerade' }, data),
    ...extra,
  ]);
}

describe('EventPage', () => {
  it('shows the badge, the facts in 12-hour time, the capacity and the RSVP counts', async () => {
    const html = await renderEvent(eventDetail());
    expect(html).toContain('UPCOMING EVENT');
    expect(html).toContain('Masquerade at the Velvet Room');
    expect(html).toContain('NOVEMBER 24, 2026 · 9:00 PM - 2:00 AM');
    expect(html).toContain('Max 120 people');
    expect(html).toContain('Black tie with a mask');
    expect(html).toContain('Live string quartet');
    expect(html).toMatch(
      /aria-label="Music genres"[^>]*><li class="pe-genres__chip">Jazz<\/li><li class="pe-genres__chip">Classical</,
    );
    expect(html).toMatch(/<strong>7<\/strong> Going/);
    expect(html).toMatch(/<strong>3<\/strong> Maybe/);
    expect(html).toMatch(/<strong>1<\/strong> Can't Go/);
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/tickets.example\/masq"[^>]*target="_blank"[^>]*>Buy Tickets<\/a>/,
    );
    expect(html).toContain('What to Expect');
    expect(html.match(/<ul class="pe-event__expect">(.*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(4);
  });

  it('locks the guest list, the gallery and the location for visitors and sends RSVP NOW! to signup', async () => {
    // The note is the server's (its words per viewer are the domain's hiddenLocationNote).
    const html = await renderEvent(eventDetail({ locationNote: 'Sign up & RSVP to see location' }));
    expect(html).toContain('Sign up &amp; RSVP to see location');
    expect(html).toContain("Sign up to see who's going");
    expect(html).toContain('Sign Up to View Guest List');
    expect(html).toContain('Sign Up to View Gallery');
    expect(html).toContain('Previous Events');
    expect(html).toMatch(/href="\/attendee-signup\?redirect=\/event\/masquerade\/rsvp"[^>]*>RSVP NOW!/);
  });

  it('says so when the host keeps the guest list from the viewer', async () => {
    const html = await renderEvent(
      eventDetail({ guestListShared: false, guestListVisibility: 'guests' }),
      signedIn,
    );
    expect(html).toContain('Guest list kept private');
    expect(html).toContain('The host shares the guest list with guests who hold a place.');
  });

  it('shows signed-in users the guest list with its headcount and the host', async () => {
    // The headcount is the server's: attendees who hid themselves from the list count too.
    const counts = { going: 1, maybe: 0, cantGo: 1, total: 2, headcount: 3, waiting: 0 };
    const html = await renderEvent(eventDetail({ rsvpCounts: counts }), signedIn, [
      cached('listEventRsvpsWithUsers', { eventId: 'e1' }, guests),
    ]);
    expect(html).toContain('RSVP to see location');
    expect(html).not.toContain('Sign up &amp; RSVP');
    expect(html).toMatch(/href="\/event\/masquerade\/rsvp"[^>]*>RSVP NOW!/);
    // 1 + 2 guests for Mia; Sam can't go.
    expect(html).toContain('· 3 going');
    expect(html).toContain('Mia Lopez');
    expect(html).toContain('href="/mialopez"');
    expect(html).toContain('Miami, FL');
    expect(html).toContain('aria-label="Verified"');
    expect(html).toContain('+2 guests');
    expect(html).toContain('Cannot wait!');
    expect(html).toContain('Velvet Events');
    expect(html).toContain('Event Organizer');
    expect(html).toContain('href="/velvetevents"');
  });

  it('marks a past event, offers neither tickets nor an RSVP and calls its gallery Event Highlights', async () => {
    const html = await renderEvent(
      eventDetail({
        status: 'past',
        unlimitedSpots: true,
        galleryImages: ['https://cdn.example/a.jpg', 'https://cdn.example/placeholder.png'],
      }),
      signedIn,
    );
    expect(html).toContain('PAST EVENT');
    expect(html).toContain('Unlimited spots');
    expect(html).not.toContain('Buy Tickets');
    expect(html).not.toContain('RSVP NOW!');
    expect(html).toContain('Event Highlights');
    expect(html).toContain('src="https://cdn.example/a.jpg"');
    expect(html).not.toContain('placeholder.png');
  });

  it('says a full event is full before the form, to a viewer without an RSVP', async () => {
    const full = eventDetail({
      unlimitedSpots: false,
      maxCapacity: 4,
      waitlist: false,
      rsvpCounts: { going: 2, maybe: 0, cantGo: 0, total: 2, headcount: 4, waiting: 0 },
    });
    const html = await renderEvent(full, signedIn);
    expect(html).toContain('This event is full');
    expect(html).not.toContain('RSVP NOW!');
    expect(html).toMatch(/href="\/event\/masquerade\/rsvp"[^>]*>Answer Maybe or Can't Go/);
    // One place left: RSVP NOW! as before.
    const open = await renderEvent({ ...full, rsvpCounts: { ...full.rsvpCounts, headcount: 3 } }, signedIn);
    expect(open).toContain('RSVP NOW!');
    expect(open).not.toContain('This event is full');
  });

  it('offers the waitlist at a full event, and while parties wait a freed place is theirs', async () => {
    const full = eventDetail({
      unlimitedSpots: false,
      maxCapacity: 4,
      rsvpCounts: { going: 2, maybe: 0, cantGo: 0, total: 2, headcount: 4, waiting: 0 },
    });
    expect(await renderEvent(full, signedIn)).toMatch(
      /href="\/event\/masquerade\/rsvp"[^>]*>Join the waitlist/,
    );
    // A place is free but a party waits: it is theirs, a newcomer joins the waitlist.
    const queued = await renderEvent(
      { ...full, rsvpCounts: { ...full.rsvpCounts, headcount: 3, waiting: 1 } },
      signedIn,
    );
    expect(queued).toContain('Join the waitlist');
    expect(queued).not.toContain('RSVP NOW!');
    const waiting = await renderEvent({ ...full, userRsvp: userRsvp({ status: 'waitlisted' }) }, signedIn);
    expect(waiting).toMatch(/You're on the waitlist[\s\S]*See your place in line/);
    const offered = await renderEvent({ ...full, userRsvp: userRsvp({ status: 'offered' }) }, signedIn);
    expect(offered).toMatch(/A place opened up for you![\s\S]*Accept your place/);
  });

  it('tells a guest whose request waits for the host, in place of RSVP NOW!', async () => {
    const html = await renderEvent(
      eventDetail({
        requireApproval: true,
        userRsvp: userRsvp({ status: 'pending' }),
      }),
      signedIn,
    );
    expect(html).toContain("Waiting for the host's approval");
    expect(html).toMatch(/href="\/event\/masquerade\/rsvp"[^>]*>View your request/);
    expect(html).not.toContain('RSVP NOW!');
  });

  it('offers the event to calendars: the .ics file, Google and Outlook', async () => {
    const html = await renderEvent(eventDetail(), signedIn);
    expect(html).toContain('Add to calendar:');
    expect(html).toMatch(/href="\/api\/events\/masquerade\/calendar.ics" download>Apple \/ .ics/);
    expect(html).toMatch(/href="https:\/\/calendar.google.com[^"]*"[^>]*>Google</);
    expect(html).toMatch(/href="https:\/\/outlook.live.com[^"]*"[^>]*>Outlook</);
  });

  it('lets the hero flyer open full screen', async () => {
    const html = await renderEvent(eventDetail({ flyerImageUrl: 'https://cdn.example/masq.jpg' }));
    expect(html).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*aria-label="Open the Masquerade at the Velvet Room flyer full screen"/,
    );
    expect(html).toContain('src="https://cdn.example/masq.jpg"');
  });

  it('takes on the event theme and links back home', async () => {
    const html = await renderEvent(eventDetail({ themeId: 'tropical-heat' }));
    expect(html).toContain('pe-themed--dark-text');
    expect(html).toContain('--pe-theme-bg:#fff8e7');
    expect(html).toMatch(/<a (?=[^>]*class="pe-created-by")(?=[^>]*href="\/")[^>]*>Created by/);
  });
});
