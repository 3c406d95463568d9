import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEvent, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

const ORIGIN = 'https://nightlife.example';
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NIGHTLIFE | Shell</title>
<meta name="description" content="The generic description"></head><body><div id="root"></div></body></html>`;
const CODE = /^[A-Za-z0-9_-]{22}$/;

// Invite-only events (issue 20 §5, ADR 0038) through the API on PostgreSQL: listed nowhere, seen
// and RSVP'd to only with the invitation link's code (or a current RSVP), everything behind the
// event's one gate answering 404 otherwise; tried as host, other host, guests with and without the
// code, a guest with a standing RSVP, and a visitor.
describe('invite-only events', () => {
  let dir: string;
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let ana: SignedUpUser;
  let ben: SignedUpUser;
  let cai: SignedUpUser;
  let event: { id: string; slug: string; title: string };
  let link: string;
  let code: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-invite-only-'));
    mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'shell/dist/index.html'), SHELL);
    t = await createTestApp({ frontendsDir: dir, appOrigins: [ORIGIN], eventListCacheMs: 0 });
    [host, otherHost, ana, ben, cai] = await Promise.all([
      signUp(t, { accountType: 'host' }),
      signUp(t, { accountType: 'host' }),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    event = await createEvent(host.agent, {
      title: 'Secret Garden Rave',
      isPrivate: true,
      openInvite: true,
      location: 'Greenhouse 4',
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the host the invitation link, on a slug that tells no one else the event exists', async () => {
    const { body } = await host.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(body.isPrivate).toBe(true);
    expect(event.slug).not.toBe('secret-garden-rave');
    expect(body.inviteLink).toMatch(new RegExp(`^/event/${event.slug}\\?invite=[A-Za-z0-9_-]{22}$`));
    link = body.inviteLink;
    code = new URL(link, ORIGIN).searchParams.get('invite')!;
    expect(code).toMatch(CODE);
    const byId = await host.agent.get(`/api/events/by-id/${event.id}`).expect(200);
    expect(byId.body.form.isPrivate).toBe(true);
  });

  it('answers 404 without the code to everyone but the host, exactly as for an unknown event', async () => {
    const unknown = await t.request().get('/api/events/no-such-event-here').expect(404);
    for (const agent of [t.request(), otherHost.agent, ana.agent]) {
      const res = await agent.get(`/api/events/${event.slug}`).expect(404);
      expect(res.body.code).toBe(unknown.body.code);
      await agent.get(`/api/events/${event.slug}?invite=${'x'.repeat(22)}`).expect(404);
      await agent.get(`/api/events/${event.slug}/calendar.ics`).expect(404);
    }
    await otherHost.agent.get(`/api/events/by-id/${event.id}`).expect(404);
    await ana.agent.get(`/api/events/rsvps-with-users?eventId=${event.id}`).expect(404);
  });

  it('shows the event to whoever presents the code, signed in or not, with the location as usual', async () => {
    const visitor = await t.request().get(`/api/events/${event.slug}?invite=${code}`).expect(200);
    expect(visitor.body).toMatchObject({ title: 'Secret Garden Rave', isPrivate: true, inviteLink: null });
    expect(visitor.body.calendarLinks.ics).toBe(`/api/events/${event.slug}/calendar.ics?invite=${code}`);
    await t.request().get(visitor.body.calendarLinks.ics).expect(200);
    const signedIn = await ana.agent.get(`/api/events/${event.slug}?invite=${code}`).expect(200);
    expect(signedIn.body).toMatchObject({ userRsvp: null, inviteLink: null, location: 'Greenhouse 4' });
    const guests = await ana.agent.get(`/api/events/rsvps-with-users?eventId=${event.id}&invite=${code}`);
    expect(guests.status).toBe(200);
  });

  it('refuses an RSVP without the code, takes one with it, and then lets the guest in without it', async () => {
    const refused = await ana.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going' })
      .expect(404);
    expect(refused.body.code).toBe('EVENT.NOT_FOUND');
    await ana.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', inviteCode: 'x'.repeat(22) })
      .expect(404);
    await ana.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', inviteCode: code })
      .expect(201);

    // A standing RSVP is the guest's way in: page, change, calendar file, Attending list.
    const own = await ana.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(own.body.userRsvp).toMatchObject({ response: 'going' });
    // "Open invite": a guest who holds a place may pass the link on.
    expect(own.body.inviteLink).toBe(link);
    await ana.agent.patch(`/api/events/${event.slug}/rsvp`).send({ emoji: null }).expect(200);
    await ana.agent.get(`/api/events/${event.slug}/calendar.ics`).expect(200);
    const attending = (await ana.agent.get('/api/user/attending-events').expect(200)).body as {
      slug: string;
    }[];
    expect(attending.map((e) => e.slug)).toContain(event.slug);
    await ana.agent.get(`/api/events/rsvps-with-users?eventId=${event.id}`).expect(200);
  });

  it('shares the link with guests only when the invite is open', async () => {
    const closed = await createEvent(host.agent, {
      title: 'Closed Circle',
      isPrivate: true,
      openInvite: false,
    });
    const hostView = await host.agent.get(`/api/events/${closed.slug}`).expect(200);
    const closedCode = new URL(hostView.body.inviteLink, ORIGIN).searchParams.get('invite')!;
    await ben.agent
      .post(`/api/events/${closed.slug}/rsvp`)
      .send({ response: 'going', inviteCode: closedCode })
      .expect(201);
    const guest = await ben.agent.get(`/api/events/${closed.slug}`).expect(200);
    expect(guest.body.inviteLink).toBeNull();
  });

  it('keeps it off /events, the search, the host profile and the visitor pages', async () => {
    const open = await createEvent(host.agent, { title: 'Secret Garden Open Air' });
    for (const agent of [t.request(), ana.agent, host.agent]) {
      const list = (await agent.get('/api/events?limit=100').expect(200)).body.events as { slug: string }[];
      expect(list.map((e) => e.slug)).not.toContain(event.slug);
      const search = (await agent.get('/api/events?q=secret%20garden').expect(200)).body.events as {
        slug: string;
      }[];
      expect(search.map((e) => e.slug)).toEqual([open.slug]);
    }
    // The host's profile counts their public events only; Ana's counts no RSVP to an invite-only one.
    const profile = await t.request().get(`/api/users/profile/${host.username}`).expect(200);
    expect(profile.body.stats.events).toBe(1);
    const anaProfile = await t.request().get(`/api/users/profile/${ana.username}`).expect(200);
    expect(anaProfile.body.stats.rsvps).toBe(0);
    const dashboard = (await host.agent.get('/api/dashboard/events').expect(200)).body as { slug: string }[];
    expect(dashboard.map((e) => e.slug)).toContain(event.slug);
  });

  it('renders the page and its preview card only for the code, and keeps the code in their links', async () => {
    const bare = (await t.request().get(`/event/${event.slug}`).expect(200)).text;
    expect(bare).not.toContain('Secret Garden Rave');
    const page = (await t.request().get(`/event/${event.slug}?invite=${code}`).expect(200)).text;
    expect(page).toContain('Secret Garden Rave');
    expect(page).not.toContain('application/ld+json');
    const image = page.match(/<meta property="og:image" content="([^"]+)">/)![1].replace(/&amp;/g, '&');
    expect(image).toMatch(
      new RegExp(`^${ORIGIN}/og/event/${event.slug}/[0-9a-f]{16}\\.jpg\\?invite=${code}$`),
    );
    const imagePath = image.slice(ORIGIN.length);
    const card = await t.request().get(imagePath);
    expect(card.status).toBe(200);
    expect(card.type).toBe('image/jpeg');
    await t.request().get(imagePath.replace(/\?.*$/, '')).expect(404);
  });

  it('lets the host regenerate the code: old links stop working, guests keep their access', async () => {
    await otherHost.agent.post(`/api/events/${event.id}/invite-code`).expect(404);
    await cai.agent.post(`/api/events/${event.id}/invite-code`).expect(404);
    await t.request().post(`/api/events/${event.id}/invite-code`).expect(401);
    const { body } = await host.agent.post(`/api/events/${event.id}/invite-code`).expect(200);
    expect(body.inviteLink).not.toBe(link);
    const fresh = new URL(body.inviteLink, ORIGIN).searchParams.get('invite')!;
    expect(fresh).toMatch(CODE);
    await cai.agent.get(`/api/events/${event.slug}?invite=${code}`).expect(404);
    await cai.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', inviteCode: code })
      .expect(404);
    await cai.agent.get(`/api/events/${event.slug}?invite=${fresh}`).expect(200);
    await ana.agent.get(`/api/events/${event.slug}`).expect(200);
    // An edit of the event keeps the code in force.
    await host.agent
      .put(`/api/events/${event.id}`)
      .send({ title: 'Secret Garden Rave', date: '2030-06-15', isPrivate: true, openInvite: true })
      .expect(200);
    expect((await host.agent.get(`/api/events/${event.slug}`).expect(200)).body.inviteLink).toBe(
      body.inviteLink,
    );
  });

  it('lets a guest who cancelled back in only with the code', async () => {
    await ana.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    await ana.agent.get(`/api/events/${event.slug}`).expect(404);
  });

  it('keeps stored events public, and an event made public again is listed with its slug', async () => {
    const open = await createEvent(host.agent, { title: 'Wide Open Night' });
    const { body } = await t.request().get(`/api/events/${open.slug}`).expect(200);
    expect(body).toMatchObject({ isPrivate: false, inviteLink: null });
    await host.agent
      .put(`/api/events/${event.id}`)
      .send({ title: 'Secret Garden Rave', date: '2030-06-15', isPrivate: false })
      .expect(200);
    await t.request().get(`/api/events/${event.slug}`).expect(200);
  });

  it("takes a full event's waitlist and a +1 link's claim by the same gate", async () => {
    const full = await createEvent(host.agent, {
      title: 'Tiny Attic Session',
      isPrivate: true,
      maxCapacity: 2,
      unlimitedSpots: false,
      allowGuestInvites: true,
    });
    const hostView = await host.agent.get(`/api/events/${full.slug}`).expect(200);
    const fullCode = new URL(hostView.body.inviteLink, ORIGIN).searchParams.get('invite')!;
    await ben.agent
      .post(`/api/events/${full.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 1, inviteCode: fullCode })
      .expect(201);
    await cai.agent.post(`/api/events/${full.slug}/waitlist`).send({ plusOnes: 0 }).expect(404);
    await cai.agent
      .post(`/api/events/${full.slug}/waitlist`)
      .send({ plusOnes: 0, inviteCode: fullCode })
      .expect(201);
    // Ben's +1 link lets a friend in without the event's code: it is a guest's invitation.
    const [link] = (await ben.agent.post(`/api/events/${full.slug}/rsvp/invitations`).expect(200)).body as {
      code: string;
    }[];
    const friend = await signUp(t);
    await t.request().get(`/api/invitations/${link.code}`).expect(200);
    await friend.agent.post(`/api/invitations/${link.code}/claim`).expect(200);
    await friend.agent.get(`/api/events/${full.slug}`).expect(200);
  });
});
