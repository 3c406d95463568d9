import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './support/create-test-app';
import { type Agent, createEvent, signUp, type SignedUpUser } from './support/accounts';

// ADR 0015: a declined RSVP holds no place. It takes no capacity, leaves the headcount, loses
// its ticket and no longer reveals a hidden location; confirming it again needs room.
describe('declined RSVPs', () => {
  let t: TestApp;
  let host: SignedUpUser;
  let guest: SignedUpUser;
  let latecomer: SignedUpUser;
  let otherHost: SignedUpUser;
  let visitor: Agent;
  let event: { id: string; slug: string };
  let guestRsvpId: string;
  const otherEventIds: string[] = [];
  const location = `Warehouse ${randomBytes(4).toString('hex')}`;

  const rsvpGoing = (agent: Agent, plusOnes: number, slug = event.slug) =>
    agent
      .post(`/api/events/${slug}/rsvp`)
      .send({ guestName: null, guestEmail: null, response: 'going', emoji: null, message: null, plusOnes });
  const setStatus = (agent: Agent, status: string) =>
    agent.patch(`/api/rsvps/${guestRsvpId}/status`).send({ status });
  const seen = async (agent: Agent) => (await agent.get(`/api/events/${event.slug}`).expect(200)).body;
  const searchFinds = async (agent: Agent) =>
    (
      (await agent.get(`/api/events?q=${encodeURIComponent(location)}`).expect(200)).body.events as {
        id: string;
      }[]
    )
      .map((found) => found.id)
      .includes(event.id);

  beforeAll(async () => {
    t = await createTestApp();
    [host, guest, latecomer, otherHost] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    visitor = t.request();
    event = await createEvent(host.agent, {
      location,
      hideLocationUntilRsvp: true,
      unlimitedSpots: false,
      maxCapacity: 2,
    });
    guestRsvpId = (await rsvpGoing(guest.agent, 1).expect(201)).body.id;
  });

  afterAll(async () => {
    try {
      await t.orm.em
        .fork()
        .getConnection()
        .execute('delete from events where id in (?)', [[event.id, ...otherEventIds]]);
    } finally {
      await t.close();
    }
  });

  it('only the host sets a status: others get 404 RSVP.NOT_FOUND, visitors 401', async () => {
    for (const agent of [otherHost.agent, guest.agent, latecomer.agent]) {
      expect((await setStatus(agent, 'declined').expect(404)).body.code).toBe('RSVP.NOT_FOUND');
    }
    expect((await setStatus(visitor, 'declined').expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
  });

  it('before the decline: the guest sees the location, holds both places and a ticket', async () => {
    expect((await seen(guest.agent)).location).toBe(location);
    expect(await searchFinds(guest.agent)).toBe(true);
    expect((await seen(host.agent)).rsvpCounts).toMatchObject({ going: 1, headcount: 2 });
    expect((await rsvpGoing(latecomer.agent, 0).expect(409)).body.code).toBe('RSVP.CAPACITY_REACHED');
    await host.agent
      .post(`/api/events/${event.id}/tickets`)
      .send({ rsvpId: guestRsvpId, ticketType: 'vip' })
      .expect(201);
    expect((await guest.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body).toHaveLength(1);
  });

  it('after the decline: no location, no place, no ticket; the RSVP stays on record', async () => {
    expect((await setStatus(host.agent, 'declined').expect(200)).body.status).toBe('declined');
    const guestView = await seen(guest.agent);
    expect(guestView.location).toBeNull();
    expect(guestView.userRsvp).toMatchObject({ id: guestRsvpId, status: 'declined' });
    expect(await searchFinds(guest.agent)).toBe(false);
    expect((await seen(host.agent)).rsvpCounts).toMatchObject({ going: 1, headcount: 0 });
    expect((await guest.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body).toEqual([]);
    const tickets = (await host.agent.get(`/api/events/${event.id}/tickets`).expect(200)).body;
    expect(tickets.tickets).toEqual([]);
    // One RSVP per user still: the declined guest cannot RSVP their way back in.
    expect((await rsvpGoing(guest.agent, 0).expect(409)).body.code).toBe('RSVP.ALREADY_EXISTS');
    // The freed places go to someone else.
    await rsvpGoing(latecomer.agent, 1).expect(201);
  });

  it('confirming the declined RSVP again needs room: 409 RSVP.CAPACITY_REACHED while full', async () => {
    expect((await setStatus(host.agent, 'confirmed').expect(409)).body.code).toBe('RSVP.CAPACITY_REACHED');
    expect((await seen(guest.agent)).userRsvp.status).toBe('declined');
    await t.orm.em
      .fork()
      .getConnection()
      .execute('update events set max_capacity = 4 where id = ?', [event.id]);
    expect((await setStatus(host.agent, 'checked_in').expect(200)).body.status).toBe('checked_in');
    expect((await seen(guest.agent)).location).toBe(location);
    expect((await seen(host.agent)).rsvpCounts).toMatchObject({ going: 2, headcount: 4 });
  });

  it("lets the host lower the capacity to the places still held: a declined guest's are free", async () => {
    const small = await createEvent(host.agent, { unlimitedSpots: false, maxCapacity: 4 });
    otherEventIds.push(small.id);
    const declined = (await rsvpGoing(guest.agent, 1, small.slug).expect(201)).body.id as string;
    await rsvpGoing(latecomer.agent, 1, small.slug).expect(201);
    await host.agent.patch(`/api/rsvps/${declined}/status`).send({ status: 'declined' }).expect(200);
    const setCapacity = (maxCapacity: number) =>
      host.agent
        .put(`/api/events/${small.id}`)
        .send({ title: small.title, eventDate: '2030-06-15', unlimitedSpots: false, maxCapacity });
    expect((await setCapacity(1).expect(400)).body.code).toBe('VALIDATION.FAILED');
    expect((await setCapacity(2).expect(200)).body).toMatchObject({ maxCapacity: 2 });
  });

  it('gives the hidden location and the host email to the host and the guests whose RSVP stands, by one rule', async () => {
    const hidden = await createEvent(host.agent, { location, hideLocationUntilRsvp: true });
    otherEventIds.push(hidden.id);
    const [going, maybe, declined, noRsvp] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const respond = (agent: Agent, response: string) =>
      agent.post(`/api/events/${hidden.slug}/rsvp`).send({ response }).expect(201);
    await respond(going.agent, 'going');
    await respond(maybe.agent, 'maybe');
    const refused = (await respond(declined.agent, 'going')).body.id as string;
    await host.agent.patch(`/api/rsvps/${refused}/status`).send({ status: 'declined' }).expect(200);

    const sees = async (agent: Agent) => {
      const view = (await agent.get(`/api/events/${hidden.slug}`).expect(200)).body;
      return { location: view.location !== null, hostEmail: view.hostEmail === host.email };
    };
    expect({
      host: await sees(host.agent),
      going: await sees(going.agent),
      maybe: await sees(maybe.agent),
      declined: await sees(declined.agent),
      signedInWithoutRsvp: await sees(noRsvp.agent),
      signedOut: await sees(visitor),
    }).toEqual({
      host: { location: true, hostEmail: true },
      going: { location: true, hostEmail: true },
      maybe: { location: true, hostEmail: true },
      declined: { location: false, hostEmail: false },
      signedInWithoutRsvp: { location: false, hostEmail: false },
      signedOut: { location: false, hostEmail: false },
    });
  });
});
