import { createEvent, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { recountPlaces, storedPlaces } from './support/places';

type Link = { id: string; code: string; state: 'open' | 'claimed'; claimedBy: string | null };

// +1s as claimable invitations (issue 20 §5, ADR 0029) through the API on PostgreSQL: a guest's
// plus-ones become links, a friend claims one as their own RSVP (the party's places do not move),
// the inviter withdraws another; tried as inviter, friend, another guest, host and visitor.
describe('+1 invitations', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let ana: SignedUpUser;
  let ben: SignedUpUser;
  let cai: SignedUpUser;
  let event: { id: string; slug: string; title: string };

  const linksOf = async (user: SignedUpUser, slug = event.slug): Promise<Link[]> =>
    (await user.agent.post(`/api/events/${slug}/rsvp/invitations`).expect(200)).body as Link[];

  beforeAll(async () => {
    t = await createTestApp();
    [host, ana, ben, cai] = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    event = await createEvent(host.agent, {
      title: 'Plus One Night',
      allowGuestInvites: true,
      maxCapacity: 3,
      unlimitedSpots: false,
    });
    // Ana comes with two friends: the event's three places are hers.
    await ana.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 2, guestName: 'Ana Ruiz' })
      .expect(201);
  });

  afterAll(async () => {
    await t.close();
  });

  it("gives each of the guest's plus-ones one link, the same ones every time", async () => {
    const links = await linksOf(ana);
    expect(links).toEqual([
      {
        id: expect.any(String),
        code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        state: 'open',
        claimedBy: null,
        claimedAt: null,
      },
      {
        id: expect.any(String),
        code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        state: 'open',
        claimedBy: null,
        claimedAt: null,
      },
    ]);
    expect(new Set(links.map((link) => link.code)).size).toBe(2);
    expect(await linksOf(ana)).toEqual(links);
    const { body: view } = await ana.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(view.allowGuestInvites).toBe(true);

    // No RSVP, or an event without guest invites: refused with a code.
    const none = await ben.agent.post(`/api/events/${event.slug}/rsvp/invitations`).expect(404);
    expect(none.body.code).toBe('RSVP.NOT_FOUND');
    const closed = await createEvent(host.agent, { title: 'No Invites' });
    await ben.agent
      .post(`/api/events/${closed.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 1 })
      .expect(201);
    const refused = await ben.agent.post(`/api/events/${closed.slug}/rsvp/invitations`).expect(409);
    expect(refused.body).toMatchObject({ code: 'INVITATION.NOT_ALLOWED', status: 409 });
    await t.request().post(`/api/events/${event.slug}/rsvp/invitations`).expect(401);
  });

  it('shows a link to anyone who opens it, and lets a signed-in friend claim the place as their own', async () => {
    const [link] = await linksOf(ana);
    const preview = await t.request().get(`/api/invitations/${link.code}`).expect(200);
    expect(preview.body).toEqual({
      state: 'open',
      inviterName: 'Ana Ruiz',
      yours: false,
      event: {
        id: event.id,
        slug: event.slug,
        title: 'Plus One Night',
        startsAt: expect.any(String),
        timeZone: expect.any(String),
      },
    });
    expect((await ana.agent.get(`/api/invitations/${link.code}`).expect(200)).body.yours).toBe(true);

    // A visitor must sign in; the inviter cannot claim their own.
    await t.request().post(`/api/invitations/${link.code}/claim`).expect(401);
    const own = await ana.agent.post(`/api/invitations/${link.code}/claim`).expect(409);
    expect(own.body.code).toBe('INVITATION.OWN');

    const claimed = await ben.agent.post(`/api/invitations/${link.code}/claim`).expect(200);
    expect(claimed.body).toMatchObject({
      eventSlug: event.slug,
      rsvp: { response: 'going', plusOnes: 0, status: 'confirmed' },
    });
    // Ben's own RSVP, ticket page and all; Ana's party is one smaller; the places did not move.
    const { body: benView } = await ben.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(benView.userRsvp).toMatchObject({ status: 'confirmed', plusOnes: 0 });
    const { body: anaView } = await ana.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(anaView.userRsvp.plusOnes).toBe(1);
    expect(await storedPlaces(t, event.id)).toMatchObject({ placesTaken: 3 });
    await recountPlaces(t, [event.id]);
    expect(await storedPlaces(t, event.id)).toMatchObject({ placesTaken: 3 });

    // The host sees Ben on the guest list under his own name.
    const { body: guests } = await host.agent
      .get(`/api/events/rsvps-with-users?eventId=${event.id}`)
      .expect(200);
    expect(guests.map((g: { userId: string }) => g.userId).sort()).toEqual([ana.id, ben.id].sort());
    // In Ana's party: his row names her RSVP.
    const rowOf = (userId: string) => guests.find((g: { userId: string }) => g.userId === userId);
    expect(rowOf(ben.id).partyOf).toBe(rowOf(ana.id).id);
    expect(rowOf(ana.id).partyOf).toBeNull();

    // The link is spent: Cai is told so; Ana sees who claimed it.
    expect((await t.request().get(`/api/invitations/${link.code}`).expect(200)).body.state).toBe('claimed');
    const spent = await cai.agent.post(`/api/invitations/${link.code}/claim`).expect(410);
    expect(spent.body.code).toBe('INVITATION.CLOSED');
    const links = await linksOf(ana);
    expect(links.map((l) => l.state)).toEqual(['open', 'claimed']);
    expect(links[1]).toMatchObject({ id: link.id, claimedBy: benView.userRsvp.guestName });
  });

  it('lets the inviter withdraw an open link, which stops working at once', async () => {
    const [open] = (await linksOf(ana)).filter((link) => link.state === 'open');
    // Only the inviter: another guest, and the host, get a 404.
    await ben.agent.delete(`/api/events/${event.slug}/rsvp/invitations/${open.id}`).expect(404);
    await host.agent.delete(`/api/events/${event.slug}/rsvp/invitations/${open.id}`).expect(404);
    await ana.agent.delete(`/api/events/${event.slug}/rsvp/invitations/${open.id}`).expect(204);
    expect((await t.request().get(`/api/invitations/${open.code}`).expect(200)).body.state).toBe('closed');
    const gone = await cai.agent.post(`/api/invitations/${open.code}/claim`).expect(410);
    expect(gone.body.code).toBe('INVITATION.CLOSED');
    // The plus-one stays, with a new link.
    const [fresh] = (await linksOf(ana)).filter((link) => link.state === 'open');
    expect(fresh.code).not.toBe(open.code);
    // A claimed link is the claimant's.
    const claimed = (await linksOf(ana)).find((link) => link.state === 'claimed')!;
    const refused = await ana.agent
      .delete(`/api/events/${event.slug}/rsvp/invitations/${claimed.id}`)
      .expect(410);
    expect(refused.body.code).toBe('INVITATION.CLOSED');
  });

  it('answers bad and unknown codes with a problem, never a 500', async () => {
    const bad = await t.request().get('/api/invitations/not-a-code').expect(400);
    expect(bad.body.code).toBe('VALIDATION.FAILED');
    const unknown = await t
      .request()
      .get(`/api/invitations/${'A'.repeat(22)}`)
      .expect(404);
    expect(unknown.body.code).toBe('INVITATION.NOT_FOUND');
    await ana.agent.delete(`/api/events/${event.slug}/rsvp/invitations/not-a-uuid`).expect(400);
  });

  it('hides a link of an event the friend may not see, like an unknown one', async () => {
    const draft = await createEvent(host.agent, { title: 'Draft Night', allowGuestInvites: true });
    await ana.agent
      .post(`/api/events/${draft.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 1 })
      .expect(201);
    const [link] = await linksOf(ana, draft.slug);
    await t.orm.em
      .getConnection()
      .execute(`update events set is_draft = true, is_published = false where id = ?`, [draft.id]);
    await cai.agent.get(`/api/invitations/${link.code}`).expect(404);
    const hidden = await cai.agent.post(`/api/invitations/${link.code}/claim`).expect(404);
    expect(hidden.body.code).toBe('INVITATION.NOT_FOUND');
  });

  it('gives a link raced for by five friends to exactly one of them', async () => {
    const night = await createEvent(host.agent, { title: 'Race Night', allowGuestInvites: true });
    await ana.agent
      .post(`/api/events/${night.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 1 })
      .expect(201);
    const [link] = await linksOf(ana, night.slug);
    const friends = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
    const answers = await Promise.all(
      friends.map((friend) => friend.agent.post(`/api/invitations/${link.code}/claim`)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 410, 410, 410, 410]);
    expect(await storedPlaces(t, night.id)).toMatchObject({ placesTaken: 2 });
    const [count] = await t.orm.em
      .getConnection()
      .execute<{ going: number }[]>(
        `select count(*)::int as going from rsvps where event_id = ? and status = 'confirmed'`,
        [night.id],
      );
    expect(count.going).toBe(2);
  });

  it("moves a claimed place with the claimant's own cancellation", async () => {
    await ben.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    expect(await storedPlaces(t, event.id)).toMatchObject({ placesTaken: 2 });
    const { body: anaView } = await ana.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(anaView.userRsvp.plusOnes).toBe(1);
  });
});
