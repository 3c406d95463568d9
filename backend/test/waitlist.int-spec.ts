import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { storedPlaces } from './support/places';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';
import { waitUntil } from './support/wait-until';

type Status = {
  position: number | null;
  partySize: number | null;
  offer: { id: string; places: number; expiresAt: string } | null;
};

// A full event's group waitlist (issue 20 §3, ADR 0027) through the API and the workers: freed
// places are offered to whole parties in order by a job of the places save, told in the inbox and
// by one email (a real SMTP server), accepted or declined by the guest, and lapsed offers pass on.
describe('the waitlist', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let host: SignedUpUser;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  let cem: SignedUpUser;
  let dee: SignedUpUser;

  const statusOf = async (user: SignedUpUser, slug: string): Promise<Status> =>
    (await user.agent.get(`/api/events/${slug}/waitlist`).expect(200)).body as Status;
  const offerOf = (user: SignedUpUser, slug: string) =>
    waitUntil(async () => (await statusOf(user, slug)).offer, `an offer for ${user.username}`);
  const leave = (user: SignedUpUser, slug: string) =>
    user.agent.delete(`/api/events/${slug}/rsvp`).expect(204);
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ runWorkers: true, smtpUrl: smtp.url });
    [host, ada, bob, cem, dee] = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes parties in order when full, offers freed places to whole parties and mails the offer', async () => {
    // The host gives waiting guests 1 hour to accept (2 by default).
    const refused = await host.agent
      .post('/api/events')
      .send({
        title: 'Velvet Queue',
        date: '2030-06-15',
        maxCapacity: 2,
        unlimitedSpots: false,
        waitlistOfferHours: 30,
      })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'waitlistOfferHours', message: 'Offer window must be whole hours from 1 to 24' },
    ]);
    const event = await createEvent(host.agent, {
      title: 'Velvet Queue',
      maxCapacity: 2,
      unlimitedSpots: false,
      waitlistOfferHours: 1,
    });
    await ada.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going', plusOnes: 1 })
      .expect(201);

    // Full: the RSVP is refused with the waitlist to join.
    const full = await bob.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({ response: 'going' })
      .expect(409);
    expect(full.body).toMatchObject({ code: 'RSVP.CAPACITY_REACHED', waitlist: true });

    const bobJoined = await bob.agent
      .post(`/api/events/${event.slug}/waitlist`)
      .send({ plusOnes: 1 })
      .expect(201);
    expect(bobJoined.body).toEqual({ position: 1, partySize: 2, offer: null });
    const cemJoined = await cem.agent.post(`/api/events/${event.slug}/waitlist`).send({}).expect(201);
    expect(cemJoined.body).toEqual({ position: 2, partySize: 1, offer: null });
    await bob.agent.post(`/api/events/${event.slug}/waitlist`).send({}).expect(409);
    expect(await statusOf(dee, event.slug)).toEqual({ position: null, partySize: null, offer: null });
    const view = await dee.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(view.body.rsvpCounts).toMatchObject({ headcount: 2, waiting: 2 });
    expect(view.body.waitlist).toBe(true);

    // Ada cancels: her 2 places go to Bob's party of 2, not to Cem behind it.
    await leave(ada, event.slug);
    const offer = await offerOf(bob, event.slug);
    expect(offer.places).toBe(2);
    const hoursLeft = (new Date(offer.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0.9);
    expect(hoursLeft).toBeLessThanOrEqual(1);
    expect(await statusOf(cem, event.slug)).toEqual({ position: 1, partySize: 1, offer: null });
    expect(await storedPlaces(t, event.id)).toMatchObject({ placesTaken: 2, partiesWaiting: 1 });
    const bobView = await bob.agent.get(`/api/events/${event.slug}`).expect(200);
    expect(bobView.body.userRsvp).toMatchObject({ status: 'offered', plusOnes: 1 });

    const mail = await smtp.waitFor((m) => m.to.includes(bob.email));
    expect(mail.headers.subject).toBe('A place opened up: Velvet Queue');
    expect(mail.text).toContain('2 places opened up at Velvet Queue!');
    expect(mail.text).toContain(`/event/${event.slug}`);
    const inbox = await bob.agent.get('/api/notifications').expect(200);
    expect(inbox.body.notifications[0]).toMatchObject({ kind: 'waitlist.offered', eventSlug: event.slug });
    expect(inbox.body.notifications[0].message).toContain('held for your party until');

    // Only Bob may answer his offer; he accepts: confirmed, on the guest list.
    const stranger = await cem.agent.post(`/api/waitlist-offers/${offer.id}/accept`).expect(404);
    expect(stranger.body.code).toBe('WAITLIST.OFFER_NOT_FOUND');
    const accepted = await bob.agent.post(`/api/waitlist-offers/${offer.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', plusOnes: 1 });
    await bob.agent.post(`/api/waitlist-offers/${offer.id}/accept`).expect(404);
    expect(await statusOf(bob, event.slug)).toEqual({ position: null, partySize: null, offer: null });
    const [record] = await sql<{ outcome: string }>('select outcome from waitlist_offers where id = ?', [
      offer.id,
    ]);
    expect(record.outcome).toBe('accepted');

    // The host sees the queue; nobody else does.
    const parties = await host.agent.get(`/api/events/${event.id}/waitlist/parties`).expect(200);
    expect(parties.body).toMatchObject([{ userId: cem.id, partySize: 1, status: 'waitlisted', position: 1 }]);
    await dee.agent.get(`/api/events/${event.id}/waitlist/parties`).expect(404);
    // Exactly one offer mail for Bob.
    expect(smtp.received.filter((m) => m.to.includes(bob.email))).toHaveLength(1);
  });

  it('passes declined and lapsed offers on, and lets a guest leave the queue', async () => {
    const event = await createEvent(host.agent, {
      title: 'Velvet Lapse',
      maxCapacity: 1,
      unlimitedSpots: false,
    });
    await rsvp(ada.agent, event.slug, 'going');
    for (const user of [bob, cem, dee]) {
      await user.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 0 }).expect(201);
    }
    await dee.agent.delete(`/api/events/${event.slug}/waitlist`).expect(204);
    const notThere = await dee.agent.delete(`/api/events/${event.slug}/waitlist`).expect(404);
    expect(notThere.body.code).toBe('WAITLIST.NOT_WAITING');

    await leave(ada, event.slug);
    const bobs = await offerOf(bob, event.slug);
    await bob.agent.post(`/api/waitlist-offers/${bobs.id}/decline`).expect(204);
    const cems = await offerOf(cem, event.slug);

    // Cem lets his lapse: the sweep (every 10 s) records it, tells him, and the place passes on.
    await sql("update waitlist_offers set expires_at = now() - interval '1 second' where id = ?", [cems.id]);
    const late = await cem.agent.post(`/api/waitlist-offers/${cems.id}/accept`).expect(410);
    expect(late.body.code).toBe('WAITLIST.OFFER_EXPIRED');
    const lapsed = await waitUntil(
      async () => {
        const [row] = await sql<{ outcome: string | null }>(
          'select outcome from waitlist_offers where id = ?',
          [cems.id],
        );
        return row.outcome === 'expired' ? row : null;
      },
      'the lapsed offer recorded',
      20_000,
    );
    expect(lapsed.outcome).toBe('expired');
    const told = await smtp.waitFor((m) => m.to.includes(cem.email) && m.headers.subject.includes('expired'));
    expect(told.headers.subject).toBe('Your offer for Velvet Lapse expired');
    expect(await storedPlaces(t, event.id)).toMatchObject({ placesTaken: 0, partiesWaiting: 0 });
    const outcomes = await sql<{ outcome: string }>(
      'select outcome from waitlist_offers where event_id = ? order by offered_at',
      [event.id],
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(['declined', 'expired']);
  }, 40_000);

  it('has no waitlist at an event that needs approval or where the host turned it off', async () => {
    const approval = await createEvent(host.agent, {
      maxCapacity: 1,
      unlimitedSpots: false,
      requireApproval: true,
    });
    const closed = await bob.agent.post(`/api/events/${approval.slug}/waitlist`).send({}).expect(409);
    expect(closed.body.code).toBe('WAITLIST.CLOSED');
    const off = await createEvent(host.agent, { maxCapacity: 1, unlimitedSpots: false, waitlist: false });
    await rsvp(ada.agent, off.slug, 'going');
    const full = await bob.agent.post(`/api/events/${off.slug}/rsvp`).send({ response: 'going' }).expect(409);
    expect(full.body.waitlist).toBeUndefined();
    await bob.agent.post(`/api/events/${off.slug}/waitlist`).send({}).expect(409);
    // A visitor is asked to sign in; a hidden event is not found.
    await t.request().post(`/api/events/${off.slug}/waitlist`).send({}).expect(401);
    await bob.agent.post('/api/events/no-such-night/waitlist').send({}).expect(404);
    const bad = await bob.agent.post(`/api/events/${off.slug}/waitlist`).send({ plusOnes: 9 }).expect(400);
    expect(bad.body.code).toBe('VALIDATION.FAILED');
  });

  it('refuses the host an offer out of turn without room for the whole party, and anyone else', async () => {
    const event = await createEvent(host.agent, { maxCapacity: 2, unlimitedSpots: false, waitlist: true });
    await rsvp(ada.agent, event.slug, 'going');
    await rsvp(dee.agent, event.slug, 'going');
    await bob.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 0 }).expect(201);
    await cem.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 0 }).expect(201);
    const cemParty = (await host.agent.get(`/api/events/${event.id}/waitlist/parties`).expect(200)).body[1];
    expect(cemParty.userId).toBe(cem.id);
    const offerToCem = () =>
      host.agent.post(`/api/events/${event.id}/waitlist/offers`).send({ rsvpId: cemParty.rsvpId });
    expect((await offerToCem().expect(409)).body.code).toBe('WAITLIST.NO_ROOM');
    await bob.agent
      .post(`/api/events/${event.id}/waitlist/offers`)
      .send({ rsvpId: cemParty.rsvpId })
      .expect(404);

    // Dee cancels: the round offers her place to Bob, first in the queue; it is held, so still no room.
    await leave(dee, event.slug);
    await offerOf(bob, event.slug);
    expect((await offerToCem().expect(409)).body.code).toBe('WAITLIST.NO_ROOM');
    const parties = (await host.agent.get(`/api/events/${event.id}/waitlist/parties`).expect(200)).body;
    expect(parties.map((p: { userId: string; status: string }) => [p.userId, p.status])).toEqual([
      [bob.id, 'offered'],
      [cem.id, 'waitlisted'],
    ]);
  });

  it('offers every waiting party a place when the host removes the capacity', async () => {
    const form = { title: 'Open Doors', date: '2030-06-15', waitlist: true };
    const event = await createEvent(host.agent, { ...form, maxCapacity: 1, unlimitedSpots: false });
    await rsvp(ada.agent, event.slug, 'going');
    await bob.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 2 }).expect(201);
    await cem.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 0 }).expect(201);

    await host.agent
      .put(`/api/events/${event.id}`)
      .send({ ...form, maxCapacity: null, unlimitedSpots: true })
      .expect(200);
    // Both parties, the larger one first in the queue too: there is room for everyone now.
    const [bobOffer, cemOffer] = [await offerOf(bob, event.slug), await offerOf(cem, event.slug)];
    expect([bobOffer.places, cemOffer.places]).toEqual([3, 1]);
    await bob.agent.post(`/api/waitlist-offers/${bobOffer.id}/accept`).expect(200);
    await cem.agent.post(`/api/waitlist-offers/${cemOffer.id}/accept`).expect(200);
    expect(await storedPlaces(t, event.id)).toMatchObject({ placesTaken: 5, partiesWaiting: 0 });
  });
});

// Out of turn, before the round: an app without workers (and the suite above closed), so a freed
// place waits for the host instead of going to the first party in line.
describe('the host offering a freed place out of turn', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let ada: SignedUpUser;
  let bob: SignedUpUser;
  let cem: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false });
    [host, ada, bob, cem] = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
  });

  afterAll(() => t.close());

  it('offers it to the second party in line, who sees the offer, while the first keeps waiting', async () => {
    const event = await createEvent(host.agent, { maxCapacity: 1, unlimitedSpots: false, waitlist: true });
    await rsvp(ada.agent, event.slug, 'going');
    await bob.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 0 }).expect(201);
    await cem.agent.post(`/api/events/${event.slug}/waitlist`).send({ plusOnes: 0 }).expect(201);
    await ada.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);

    const [, cemParty] = (await host.agent.get(`/api/events/${event.id}/waitlist/parties`).expect(200)).body;
    const offer = (
      await host.agent
        .post(`/api/events/${event.id}/waitlist/offers`)
        .send({ rsvpId: cemParty.rsvpId })
        .expect(201)
    ).body;
    expect(offer).toEqual({
      id: expect.any(String),
      places: 1,
      expiresAt: expect.any(String),
      // createEvent's default zone: the deadline is told in the event's.
      timeZone: 'America/Chicago',
    });
    const status = async (user: SignedUpUser) =>
      (await user.agent.get(`/api/events/${event.slug}/waitlist`).expect(200)).body as Status;
    expect((await status(cem)).offer).toEqual(offer);
    expect(await status(bob)).toEqual({ position: 1, partySize: 1, offer: null });
  });

  it('writes an offer round with the edit that raises the capacity, in its transaction, and none otherwise', async () => {
    const form = { title: 'Raised Room', date: '2030-06-15', unlimitedSpots: false, waitlist: true };
    const event = await createEvent(host.agent, { ...form, maxCapacity: 1 });
    const rounds = async () =>
      (
        await t.orm.em
          .fork()
          .getConnection()
          .execute<{ count: number }[]>(
            `select count(*)::int as count from job_outbox where job_name = 'rsvps.waitlist-offers' and payload ->> 'eventId' = ?`,
            [event.id],
          )
      )[0].count;
    const edit = (maxCapacity: number) =>
      host.agent
        .put(`/api/events/${event.id}`)
        .send({ ...form, maxCapacity })
        .expect(200);
    await edit(1);
    expect(await rounds()).toBe(0);
    await edit(3);
    expect(await rounds()).toBe(1);
  });
});
