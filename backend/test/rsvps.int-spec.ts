import { randomBytes } from 'node:crypto';
import { uuidv7 } from '@nightlife/domain';
import argon2 from 'argon2';
import type supertest from 'supertest';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow } from './support/event-rows';

type Agent = ReturnType<typeof supertest.agent>;
interface SignedIn {
  agent: Agent;
  id: string;
  username: string;
}

const PASSWORD = 'rsvp-test-password';
const DAY = 86_400_000;

describe('RSVPs API', () => {
  let t: TestApp;
  let passwordHash: string;
  const eventIds: string[] = [];
  let visitor: Agent;
  let host: SignedIn;
  let attendee: SignedIn;
  let other: SignedIn;

  const sql = <T extends Record<string, unknown>[]>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().getConnection().execute<T>(query, params);

  /** Users inserted in one statement, sharing one cheap argon2 hash, then logged in over HTTP. */
  async function signedInUsers(
    count: number,
    names: { firstName: string; lastName: string } = {
      firstName: 'Rita',
      lastName: 'Vega',
    },
  ): Promise<SignedIn[]> {
    const users = Array.from({ length: count }, () => {
      const username = `rsvp_${randomBytes(5).toString('hex')}`;
      return { id: uuidv7(), username };
    });
    // Arrays are expanded into lists by the ORM's parameter formatting: one row of placeholders per user.
    await sql(
      `insert into users (id, username, first_name, last_name, email, password_hash)
       values ${users.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      users.flatMap((u) => [
        u.id,
        u.username,
        names.firstName,
        names.lastName,
        `${u.username}@example.com`,
        passwordHash,
      ]),
    );
    return Promise.all(
      users.map(async (user) => {
        const agent = t.request();
        await agent.post('/api/login').send({ username: user.username, password: PASSWORD }).expect(200);
        return { ...user, agent };
      }),
    );
  }

  async function createEvent(extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
    const slug = `rsvp-test-${randomBytes(5).toString('hex')}`;
    const row = eventRow({
      slug,
      hostId: host.id,
      startsAt: new Date(Date.now() + 3 * DAY),
      location: 'Somewhere',
      themeId: null,
      ...extra,
    });
    await t.orm.em.fork().insert(EventSchema, row);
    const { id } = row;
    eventIds.push(id);
    return { id, slug };
  }

  const rsvpCount = async (eventId: string) =>
    (await sql<{ n: number }[]>('select count(*)::int as n from rsvps where event_id = ?', [eventId]))[0].n;

  const goingHeadcount = async (eventId: string) =>
    (
      await sql<{ n: number }[]>(
        `select coalesce(sum(1 + plus_ones), 0)::int as n from rsvps where event_id = ? and response = 'going'`,
        [eventId],
      )
    )[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    // Cheap parameters: logging in 200 users must not cost 200 full-strength verifications.
    passwordHash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 });
    visitor = t.request();
    [host, attendee, other] = await signedInUsers(3);
  });

  afterAll(async () => {
    try {
      if (eventIds.length > 0) await sql('delete from events where id in (?)', [eventIds]);
    } finally {
      await t.close();
    }
  });

  describe('POST /api/events/{slug}/rsvp', () => {
    it.each([
      ['going', 'going'],
      ['maybe', 'maybe'],
      ['cant_go', 'cant_go'],
      ['cant-go', 'cant_go'],
    ])('stores a %s RSVP and answers 201 with it as %s', async (response, stored) => {
      const { id, slug } = await createEvent();
      const res = await attendee.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({
          guestName: 'Rita V',
          guestEmail: null,
          response,
          emoji: '🔥',
          message: 'Cannot wait',
          plusOnes: 2,
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        response: stored,
        emoji: '🔥',
        message: 'Cannot wait',
        plusOnes: 2,
        guestName: 'Rita V',
        guestEmail: null,
        status: 'confirmed',
        createdAt: expect.any(String),
        reconfirmedAt: null,
      });
      const rows = await sql<{ response: string; user_id: string }[]>(
        'select response, user_id from rsvps where event_id = ?',
        [id],
      );
      expect(rows).toEqual([{ response: stored, user_id: attendee.id }]);
      // The event page now carries the caller's RSVP.
      const page = await attendee.agent.get(`/api/events/${slug}`).expect(200);
      expect(page.body.userRsvp).toMatchObject({ id: res.body.id, response: stored });
    });

    it("names the guest after the user when guestName is blank, 'Anonymous' without a name", async () => {
      const { slug } = await createEvent();
      const named = await attendee.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', guestName: ' ' });
      expect(named.status).toBe(201);
      expect(named.body.guestName).toBe('Rita Vega');
      const [nameless] = await signedInUsers(1, { firstName: ' ', lastName: ' ' });
      const anonymous = await nameless.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'maybe' })
        .expect(201);
      expect(anonymous.body).toMatchObject({ guestName: 'Anonymous', plusOnes: 0 });
    });

    it('refuses a signed-out visitor with 401 AUTH.UNAUTHENTICATED, even with an invalid body', async () => {
      const { id, slug } = await createEvent();
      for (const body of [{ response: 'going' }, { plusOnes: 9 }]) {
        const res = await visitor.post(`/api/events/${slug}/rsvp`).send(body).expect(401);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
      }
      expect(await rsvpCount(id)).toBe(0);
    });

    it('refuses a second RSVP with 409 RSVP.ALREADY_EXISTS and keeps one row', async () => {
      const { id, slug } = await createEvent();
      await attendee.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      const res = await attendee.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'maybe' })
        .expect(409);
      expect(res.body.code).toBe('RSVP.ALREADY_EXISTS');
      expect(await rsvpCount(id)).toBe(1);
    });

    it('keeps one row when the same user sends the same RSVP twice at once', async () => {
      const { id, slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 50 });
      const statuses = await Promise.all(
        [1, 2, 3].map(
          async () =>
            (await attendee.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' })).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 409, 409]);
      expect(await rsvpCount(id)).toBe(1);
    });

    it('refuses a past event with 409 RSVP.EVENT_PAST', async () => {
      const { id, slug } = await createEvent({ startsAt: new Date(Date.now() - 2 * DAY) });
      const res = await attendee.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going' })
        .expect(409);
      expect(res.body.code).toBe('RSVP.EVENT_PAST');
      expect(await rsvpCount(id)).toBe(0);
    });

    it.each([{ isDraft: true }, { isPublished: false }])(
      'answers 404 EVENT.NOT_FOUND for a hidden event (%p) except to its host',
      async (hidden) => {
        const { id, slug } = await createEvent(hidden);
        const res = await attendee.agent
          .post(`/api/events/${slug}/rsvp`)
          .send({ response: 'going' })
          .expect(404);
        expect(res.body.code).toBe('EVENT.NOT_FOUND');
        await host.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
        expect(await rsvpCount(id)).toBe(1);
      },
    );

    it('answers 404 EVENT.NOT_FOUND for an unknown slug', async () => {
      const res = await attendee.agent
        .post('/api/events/no-such-event-anywhere/rsvp')
        .send({ response: 'going' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('EVENT.NOT_FOUND');
    });

    it.each([
      ['plusOnes 6', { plusOnes: 6 }, 'plusOnes'],
      ['plusOnes -1', { plusOnes: -1 }, 'plusOnes'],
      ['plusOnes 1.5', { plusOnes: 1.5 }, 'plusOnes'],
      ["plusOnes '2'", { plusOnes: '2' }, 'plusOnes'],
      ["response 'yes'", { response: 'yes' }, 'response'],
      ['no response', { response: undefined }, 'response'],
      ['an emoji off the list', { emoji: '🍕' }, 'emoji'],
      ['a 501-character message', { message: 'x'.repeat(501) }, 'message'],
      ['a 101-character guest name', { guestName: 'x'.repeat(101) }, 'guestName'],
      ['a malformed guest email', { guestEmail: 'nope' }, 'guestEmail'],
      ['an unknown field', { isVip: true }, 'isVip'],
    ])('refuses %s with 400 VALIDATION.FAILED', async (_case, change, field) => {
      const { id, slug } = await createEvent();
      const res = await attendee.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', plusOnes: 0, ...change })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(await rsvpCount(id)).toBe(0);
    });
  });

  describe('capacity', () => {
    it('takes exactly maxCapacity of 200 simultaneous going RSVPs and refuses the rest with 409', async () => {
      const { id, slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 10 });
      const crowd = await signedInUsers(200);
      const responses = await Promise.all(
        crowd.map(({ agent }) =>
          agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 0 }),
        ),
      );
      const statuses = responses.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      const refused = responses.filter((res) => res.status !== 201);
      expect(refused).toHaveLength(190);
      expect(new Set(refused.map((res) => `${res.status} ${res.body.code}`))).toEqual(
        new Set(['409 RSVP.CAPACITY_REACHED']),
      );
      expect(await goingHeadcount(id)).toBe(10);
      expect(await rsvpCount(id)).toBe(10);
    });

    it('never overbooks with simultaneous RSVPs bringing guests', async () => {
      const { id, slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 25 });
      const crowd = await signedInUsers(60);
      const responses = await Promise.all(
        crowd.map(({ agent }, i) =>
          agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: i % 6 }),
        ),
      );
      const accepted = responses.filter((res) => res.status === 201);
      const acceptedHeadcount = accepted.reduce((sum, res) => sum + 1 + res.body.plusOnes, 0);
      expect(accepted.length).toBeGreaterThan(0);
      expect(acceptedHeadcount).toBeLessThanOrEqual(25);
      expect(await goingHeadcount(id)).toBe(acceptedHeadcount);
      for (const res of responses.filter((r) => r.status !== 201)) {
        expect([res.status, res.body.code]).toEqual([409, 'RSVP.CAPACITY_REACHED']);
      }
    });

    it('fills the last spots exactly, refuses more guests than are left, and still takes maybe and cant_go', async () => {
      const { id, slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 4 });
      const [a, b, c, d, e] = await signedInUsers(5);
      await a.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 2 }).expect(201);
      const tooMany = await b.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 1 });
      expect([tooMany.status, tooMany.body.code]).toEqual([409, 'RSVP.CAPACITY_REACHED']);
      await b.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 0 }).expect(201);
      await c.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'maybe', plusOnes: 5 }).expect(201);
      await d.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'cant-go', plusOnes: 5 }).expect(201);
      const full = await e.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' });
      expect([full.status, full.body.code]).toEqual([409, 'RSVP.CAPACITY_REACHED']);
      expect(await goingHeadcount(id)).toBe(4);
      const page = await e.agent.get(`/api/events/${slug}`).expect(200);
      expect(page.body.rsvpCounts).toEqual({
        going: 2,
        maybe: 1,
        cantGo: 1,
        total: 4,
        headcount: 4,
        waiting: 0,
      });
    });

    it('does not limit events with unlimited spots, whatever their maxCapacity says', async () => {
      const { id, slug } = await createEvent({ unlimitedSpots: true, maxCapacity: 1 });
      const crowd = await signedInUsers(5);
      for (const { agent } of crowd) {
        await agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 5 }).expect(201);
      }
      expect(await goingHeadcount(id)).toBe(30);
    });
  });

  describe('PATCH /api/events/{slug}/rsvp', () => {
    const stored = async (slug: string, userId: string) =>
      (
        await sql<Record<string, unknown>[]>(
          `select r.response, r.emoji, r.message, r.plus_ones as "plusOnes", r.guest_name as "guestName",
             p.places_taken as "placesTaken"
           from rsvps r join events e on e.id = r.event_id join event_places p on p.event_id = e.id
           where e.slug = ? and r.user_id = ?`,
          [slug, userId],
        )
      )[0];

    it('changes the fields sent, keeps the others, and moves the places with the party', async () => {
      const { slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 5 });
      const [guest] = await signedInUsers(1);
      await guest.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', plusOnes: 1, emoji: '🔥', message: 'Hi' })
        .expect(201);
      const res = await guest.agent
        .patch(`/api/events/${slug}/rsvp`)
        .send({ plusOnes: 3, message: ' Bringing the crew ', guestName: 'Rita & crew' })
        .expect(200);
      expect(res.body).toMatchObject({
        response: 'going',
        emoji: '🔥',
        message: 'Bringing the crew',
        plusOnes: 3,
        guestName: 'Rita & crew',
      });
      expect(await stored(slug, guest.id)).toMatchObject({
        plusOnes: 3,
        placesTaken: 4,
        guestName: 'Rita & crew',
      });
      // Maybe frees the places at once; the event page counts the change.
      await guest.agent.patch(`/api/events/${slug}/rsvp`).send({ response: 'maybe' }).expect(200);
      expect(await stored(slug, guest.id)).toMatchObject({ response: 'maybe', plusOnes: 3, placesTaken: 0 });
      const page = await guest.agent.get(`/api/events/${slug}`).expect(200);
      expect(page.body.rsvpCounts).toMatchObject({ going: 0, maybe: 1, headcount: 0 });
      expect(page.body.userRsvp).toMatchObject({ response: 'maybe', plusOnes: 3 });
    });

    it('refuses a larger party than the places left with 409 and changes nothing', async () => {
      const { slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 3 });
      const [guest, rival] = await signedInUsers(2);
      await guest.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 1 }).expect(201);
      await rival.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      const res = await guest.agent
        .patch(`/api/events/${slug}/rsvp`)
        .send({ plusOnes: 2, emoji: '🎉' })
        .expect(409);
      expect(res.body.code).toBe('RSVP.CAPACITY_REACHED');
      expect(await stored(slug, guest.id)).toMatchObject({ plusOnes: 1, emoji: null, placesTaken: 3 });
    });

    it('checks the answer like a new RSVP: 400 with each field named, nothing changed', async () => {
      const { slug } = await createEvent();
      const [guest] = await signedInUsers(1);
      await guest.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      const res = await guest.agent
        .patch(`/api/events/${slug}/rsvp`)
        .send({ response: 'perhaps', plusOnes: 6, emoji: '🦄' })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
        'emoji',
        'plusOnes',
        'response',
      ]);
      expect(await stored(slug, guest.id)).toMatchObject({ response: 'going', plusOnes: 0, emoji: null });
    });

    it("is the caller's own RSVP only: 404 without one, 401 signed out, 409 once declined", async () => {
      const { slug } = await createEvent();
      const [guest, stranger] = await signedInUsers(2);
      const created = await guest.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going' })
        .expect(201);
      const none = await stranger.agent.patch(`/api/events/${slug}/rsvp`).send({ emoji: '🔥' }).expect(404);
      expect(none.body.code).toBe('RSVP.NOT_FOUND');
      const signedOut = await visitor.patch(`/api/events/${slug}/rsvp`).send({ emoji: '🔥' }).expect(401);
      expect(signedOut.body.code).toBe('AUTH.UNAUTHENTICATED');
      const unknown = await guest.agent
        .patch('/api/events/no-such-event/rsvp')
        .send({ emoji: '🔥' })
        .expect(404);
      expect(unknown.body.code).toBe('EVENT.NOT_FOUND');

      await host.agent.patch(`/api/rsvps/${created.body.id}/status`).send({ status: 'declined' }).expect(200);
      const declined = await guest.agent.patch(`/api/events/${slug}/rsvp`).send({ emoji: '🔥' }).expect(409);
      expect(declined.body).toMatchObject({
        code: 'RSVP.NOT_CHANGEABLE',
        detail: 'An RSVP that is declined cannot be changed.',
      });
      expect(await stored(slug, guest.id)).toMatchObject({ emoji: null });
    });

    it("withdraws the ticket when the answer becomes can't go", async () => {
      const { id, slug } = await createEvent();
      const [guest] = await signedInUsers(1);
      const created = await guest.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going' })
        .expect(201);
      await host.agent
        .post(`/api/events/${id}/tickets`)
        .send({ rsvpId: created.body.id, ticketType: 'vip' })
        .expect(201);
      await guest.agent.patch(`/api/events/${slug}/rsvp`).send({ response: 'cant-go' }).expect(200);
      const tickets = await sql<{ n: number }[]>('select count(*)::int as n from tickets where rsvp_id = ?', [
        created.body.id,
      ]);
      expect(tickets[0].n).toBe(0);
    });
  });

  describe('DELETE /api/events/{slug}/rsvp', () => {
    it('frees the places and the ticket at once and takes the guest off every list', async () => {
      const { id, slug } = await createEvent({ unlimitedSpots: false, maxCapacity: 3 });
      const [guest, friend, late] = await signedInUsers(3);
      const created = await guest.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', plusOnes: 1 })
        .expect(201);
      await friend.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      await host.agent
        .post(`/api/events/${id}/tickets`)
        .send({ rsvpId: created.body.id, ticketType: 'vip' })
        .expect(201);
      const full = await late.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(409);
      expect(full.body.code).toBe('RSVP.CAPACITY_REACHED');

      const res = await guest.agent.delete(`/api/events/${slug}/rsvp`).expect(204);
      expect(res.text).toBe('');
      // The freed places go to the next guest at once.
      await late.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going', plusOnes: 1 }).expect(201);

      const page = await guest.agent.get(`/api/events/${slug}`).expect(200);
      expect(page.body.userRsvp).toBeNull();
      expect(page.body.rsvpCounts).toMatchObject({ going: 2, total: 2, headcount: 3 });
      const list = await host.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(200);
      expect(list.body.map((rsvp: { userId: string }) => rsvp.userId)).toEqual([friend.id, late.id]);
      const csv = await host.agent.get(`/api/events/${id}/guest-list.csv`).expect(200);
      expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(3);
      const tickets = await host.agent.get(`/api/events/${id}/tickets`).expect(200);
      expect(tickets.body.tickets).toEqual([]);
      expect(
        tickets.body.types.find((type: { ticketType: string }) => type.ticketType === 'vip').issued,
      ).toBe(0);
      const attending = await guest.agent.get('/api/user/attending-events').expect(200);
      expect(attending.body.map((event: { id: string }) => event.id)).not.toContain(id);
      const profile = await guest.agent.get(`/api/users/profile/${guest.username}`).expect(200);
      expect(profile.body.stats).toMatchObject({ rsvps: 0, going: 0 });
    });

    it('hides a location hidden until RSVP again, and lets the guest RSVP again on the same record', async () => {
      const { slug } = await createEvent({
        locationReveal: { mode: 'on-rsvp', hoursBefore: null },
        location: 'The blue door',
      });
      const [guest] = await signedInUsers(1);
      const created = await guest.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', emoji: '🔥' })
        .expect(201);
      expect((await guest.agent.get(`/api/events/${slug}`).expect(200)).body.location).toBe('The blue door');
      await guest.agent.delete(`/api/events/${slug}/rsvp`).expect(204);
      expect((await guest.agent.get(`/api/events/${slug}`).expect(200)).body.location).toBeNull();
      const again = await guest.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'maybe', message: 'Let me see' })
        .expect(201);
      expect(again.body).toMatchObject({
        id: created.body.id,
        response: 'maybe',
        emoji: null,
        message: 'Let me see',
        status: 'confirmed',
      });
      expect((await guest.agent.get(`/api/events/${slug}`).expect(200)).body.userRsvp).toMatchObject({
        response: 'maybe',
      });
    });

    it('answers each caller: 404 without an RSVP or once cancelled, 401 signed out, 409 declined or past', async () => {
      const { slug } = await createEvent();
      const [guest, stranger, refused] = await signedInUsers(3);
      await guest.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      const signedOut = await visitor.delete(`/api/events/${slug}/rsvp`).expect(401);
      expect(signedOut.body.code).toBe('AUTH.UNAUTHENTICATED');
      // The host cancels no one through this route: it is the caller's own RSVP only.
      expect((await host.agent.delete(`/api/events/${slug}/rsvp`).expect(404)).body.code).toBe(
        'RSVP.NOT_FOUND',
      );
      expect((await stranger.agent.delete(`/api/events/${slug}/rsvp`).expect(404)).body.code).toBe(
        'RSVP.NOT_FOUND',
      );
      expect((await guest.agent.delete('/api/events/no-such-event/rsvp').expect(404)).body.code).toBe(
        'EVENT.NOT_FOUND',
      );
      await guest.agent.delete(`/api/events/${slug}/rsvp`).expect(204);
      expect((await guest.agent.delete(`/api/events/${slug}/rsvp`).expect(404)).body.code).toBe(
        'RSVP.NOT_FOUND',
      );
      // Nor can the host set a cancelled status.
      const rsvpId = (
        await sql<{ id: string }[]>(
          'select id from rsvps where user_id = ? and event_id = (select id from events where slug = ?)',
          [guest.id, slug],
        )
      )[0].id;
      const set = await host.agent
        .patch(`/api/rsvps/${rsvpId}/status`)
        .send({ status: 'cancelled' })
        .expect(400);
      expect(set.body.errors).toEqual([
        { field: 'status', message: 'Status must be one of confirmed, declined, checked_in' },
      ]);

      const declined = await refused.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going' })
        .expect(201);
      await host.agent
        .patch(`/api/rsvps/${declined.body.id}/status`)
        .send({ status: 'declined' })
        .expect(200);
      const kept = await refused.agent.delete(`/api/events/${slug}/rsvp`).expect(409);
      expect(kept.body).toMatchObject({
        code: 'RSVP.TRANSITION_NOT_ALLOWED',
        detail: 'An RSVP that is declined cannot become cancelled.',
      });

      const past = await createEvent();
      const [early] = await signedInUsers(1);
      await early.agent.post(`/api/events/${past.slug}/rsvp`).send({ response: 'going' }).expect(201);
      await sql('update events set starts_at = ?, ends_at = null where id = ?', [
        new Date(Date.now() - 3 * DAY),
        past.id,
      ]);
      expect((await early.agent.delete(`/api/events/${past.slug}/rsvp`).expect(409)).body.code).toBe(
        'RSVP.EVENT_PAST',
      );
    });
  });

  describe('approval (ADR 0022)', () => {
    it('takes requests that hold nothing and reveal nothing until the host approves them', async () => {
      const { id, slug } = await createEvent({
        requireApproval: true,
        locationReveal: { mode: 'on-rsvp', hoursBefore: null },
        location: 'Behind the red door',
        unlimitedSpots: false,
        maxCapacity: 3,
      });
      const [ada, bea, cy] = await signedInUsers(3);
      const asked = await ada.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', plusOnes: 1 })
        .expect(201);
      expect(asked.body).toMatchObject({ status: 'pending', plusOnes: 1 });
      const bea1 = await bea.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({ response: 'going', plusOnes: 1 })
        .expect(201);
      const cy1 = await cy.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'maybe' }).expect(201);

      // Waiting: the guest sees the request, nothing else does.
      const waiting = await ada.agent.get(`/api/events/${slug}`).expect(200);
      expect(waiting.body).toMatchObject({
        requireApproval: true,
        location: null,
        locationHidden: true,
        hostEmail: null,
        userRsvp: { status: 'pending' },
        rsvpCounts: { going: 0, total: 0, headcount: 0 },
      });
      const publicList = await ada.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(200);
      expect(publicList.body).toEqual([]);
      const hostList = await host.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(200);
      expect(hostList.body.map((rsvp: { status: string }) => rsvp.status)).toEqual([
        'pending',
        'pending',
        'pending',
      ]);

      // The host approves all three in one call: the second party of two no longer fits.
      const decided = await host.agent
        .post(`/api/events/${id}/rsvps/approve`)
        .send({ rsvpIds: [asked.body.id, bea1.body.id, cy1.body.id] })
        .expect(200);
      expect(decided.body).toEqual({
        decided: [asked.body.id, cy1.body.id],
        refused: [
          {
            rsvpId: bea1.body.id,
            code: 'RSVP.CAPACITY_REACHED',
            detail: 'This event is full: no spots are left.',
          },
        ],
      });
      // Each guest whose request was decided is told once, in the inbox, with the job that mails it.
      const notices = await sql<{ rsvp_id: string; kind: string; email_status: string; job: string }[]>(
        `select n.rsvp_id, n.kind, n.email_status, o.job_name as job
         from rsvp_notices n join job_outbox o on o.id = n.id where n.event_id = ? order by n.created_at`,
        [id],
      );
      expect(
        notices.map(({ rsvp_id, kind, email_status, job }) => [rsvp_id, kind, email_status, job]).sort(),
      ).toEqual(
        [
          [asked.body.id, 'request.approved', 'queued', 'rsvps.notice-email'],
          [cy1.body.id, 'request.approved', 'queued', 'rsvps.notice-email'],
        ].sort(),
      );
      const inbox = await ada.agent.get('/api/notifications').expect(200);
      expect(inbox.body.unreadCount).toBe(1);
      expect(inbox.body.notifications[0]).toMatchObject({
        kind: 'request.approved',
        eventId: id,
        message: expect.stringContaining('approved your RSVP to'),
        readAt: null,
      });
      await ada.agent
        .post(`/api/notifications/${inbox.body.notifications[0].id}/read`)
        .expect(200, { unreadCount: 0 });
      // Nobody else can mark it read.
      await bea.agent.post(`/api/notifications/${inbox.body.notifications[0].id}/read`).expect(404);
      const approved = await ada.agent.get(`/api/events/${slug}`).expect(200);
      expect(approved.body).toMatchObject({
        location: 'Behind the red door',
        userRsvp: { status: 'confirmed' },
        rsvpCounts: { going: 1, maybe: 1, headcount: 2 },
      });
      // The one that did not fit is declined in a call of its own, and stays declined.
      const declined = await host.agent
        .post(`/api/events/${id}/rsvps/decline`)
        .send({ rsvpIds: [bea1.body.id, asked.body.id] })
        .expect(200);
      expect(declined.body).toEqual({
        decided: [bea1.body.id],
        refused: [
          {
            rsvpId: asked.body.id,
            code: 'RSVP.NOT_PENDING',
            detail: 'An RSVP that is confirmed is not waiting for approval.',
          },
        ],
      });
      expect((await bea.agent.get(`/api/events/${slug}`).expect(200)).body.userRsvp.status).toBe('declined');
      const told = await bea.agent.get('/api/notifications').expect(200);
      expect(told.body.notifications.map((n: { kind: string }) => n.kind)).toEqual(['request.declined']);
    });

    it('approves one request with the status route too, within the capacity', async () => {
      const { slug } = await createEvent({ requireApproval: true, unlimitedSpots: false, maxCapacity: 1 });
      const [ada] = await signedInUsers(1);
      const asked = await ada.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      const res = await host.agent
        .patch(`/api/rsvps/${asked.body.id}/status`)
        .send({ status: 'confirmed' })
        .expect(200);
      expect(res.body.status).toBe('confirmed');
    });

    it('is the host’s only; bad lists are refused whole', async () => {
      const { id, slug } = await createEvent({ requireApproval: true });
      const [ada, stranger] = await signedInUsers(2);
      const asked = await ada.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      for (const agent of [ada.agent, stranger.agent]) {
        const res = await agent
          .post(`/api/events/${id}/rsvps/approve`)
          .send({ rsvpIds: [asked.body.id] })
          .expect(404);
        expect(res.body.code).toBe('EVENT.NOT_FOUND');
      }
      expect(
        (
          await visitor
            .post(`/api/events/${id}/rsvps/approve`)
            .send({ rsvpIds: [asked.body.id] })
            .expect(401)
        ).body.code,
      ).toBe('AUTH.UNAUTHENTICATED');
      for (const body of [
        {},
        { rsvpIds: [] },
        { rsvpIds: ['nope'] },
        { rsvpIds: 'x' },
        { rsvpIds: Array(201).fill(asked.body.id) },
      ]) {
        const res = await host.agent.post(`/api/events/${id}/rsvps/approve`).send(body).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
      }
      expect((await ada.agent.get(`/api/events/${slug}`).expect(200)).body.userRsvp.status).toBe('pending');
    });
  });

  describe('GET /api/events/rsvps-with-users', () => {
    it('lists the RSVPs oldest first with their users, to any signed-in user', async () => {
      const { id, slug } = await createEvent();
      await sql(`update users set avatar = ?, location = ?, is_verified = true where id = ?`, [
        'https://cdn.example.com/rita.png',
        'Chicago',
        attendee.id,
      ]);
      await attendee.agent
        .post(`/api/events/${slug}/rsvp`)
        .send({
          response: 'going',
          emoji: '🎉',
          message: 'First!',
          plusOnes: 1,
          guestEmail: 'rita@example.com',
        })
        .expect(201);
      await other.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'cant-go' }).expect(201);

      for (const viewer of [attendee, other, host]) {
        const res = await viewer.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(200);
        expect(res.body).toEqual([
          {
            id: expect.any(String),
            userId: attendee.id,
            guestName: 'Rita Vega',
            response: 'going',
            emoji: '🎉',
            message: 'First!',
            plusOnes: 1,
            status: 'confirmed',
            hidden: false,
            createdAt: expect.any(String),
            reconfirmedAt: null,
            partyOf: null,
            user: {
              id: attendee.id,
              username: attendee.username,
              firstName: 'Rita',
              lastName: 'Vega',
              avatar: 'https://cdn.example.com/rita.png',
              isVerified: true,
              location: 'Chicago',
            },
          },
          expect.objectContaining({
            userId: other.id,
            response: 'cant_go',
            user: expect.objectContaining({ isVerified: false }),
          }),
        ]);
        // Guests' emails are not part of the list.
        expect(res.text).not.toContain('rita@example.com');
      }
    });

    it('answers an empty list for an event without RSVPs', async () => {
      const { id } = await createEvent();
      const res = await other.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(200);
      expect(res.body).toEqual([]);
    });

    it('is never sent to a signed-out visitor', async () => {
      const { id, slug } = await createEvent();
      await attendee.agent.post(`/api/events/${slug}/rsvp`).send({ response: 'going' }).expect(201);
      const res = await visitor.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
      expect(res.text).not.toContain(attendee.username);
    });

    it("shows a draft's guest list to its host only", async () => {
      const { id } = await createEvent({ isDraft: true });
      await host.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(200);
      const res = await attendee.agent.get(`/api/events/rsvps-with-users?eventId=${id}`).expect(404);
      expect(res.body.code).toBe('EVENT.NOT_FOUND');
    });

    it('answers 404 for an unknown event and 400 for a missing or malformed eventId', async () => {
      const unknown = await attendee.agent
        .get(`/api/events/rsvps-with-users?eventId=${uuidv7()}`)
        .expect(404);
      expect(unknown.body.code).toBe('EVENT.NOT_FOUND');
      for (const query of ['', '?eventId=not-a-uuid']) {
        const res = await attendee.agent.get(`/api/events/rsvps-with-users${query}`).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
      }
    });
  });

  describe('PATCH /api/rsvps/{rsvpId}/status', () => {
    let eventId: string;
    let rsvpId: string;

    beforeAll(async () => {
      const event = await createEvent();
      eventId = event.id;
      const res = await attendee.agent
        .post(`/api/events/${event.slug}/rsvp`)
        .send({ response: 'going' })
        .expect(201);
      rsvpId = res.body.id;
    });

    it('lets the host change the status, visible in the guest list', async () => {
      for (const status of ['checked_in', 'declined']) {
        const res = await host.agent.patch(`/api/rsvps/${rsvpId}/status`).send({ status }).expect(200);
        expect(res.body).toMatchObject({
          id: rsvpId,
          status,
          userId: attendee.id,
          user: { id: attendee.id },
        });
        const list = await other.agent.get(`/api/events/rsvps-with-users?eventId=${eventId}`).expect(200);
        expect(list.body).toEqual([expect.objectContaining({ id: rsvpId, status })]);
      }
    });

    it.each([
      ['the attendee who RSVPd', () => attendee],
      ['another user', () => other],
    ])('answers 404 RSVP.NOT_FOUND to %s and changes nothing', async (_who, who) => {
      const [before] = await sql<{ status: string }[]>('select status from rsvps where id = ?', [rsvpId]);
      const res = await who()
        .agent.patch(`/api/rsvps/${rsvpId}/status`)
        .send({ status: 'confirmed' })
        .expect(404);
      expect(res.body.code).toBe('RSVP.NOT_FOUND');
      const [after] = await sql<{ status: string }[]>('select status from rsvps where id = ?', [rsvpId]);
      expect(after.status).toBe(before.status);
    });

    it('answers 404 RSVP.NOT_FOUND for an unknown RSVP, even to a host', async () => {
      const res = await host.agent
        .patch(`/api/rsvps/${uuidv7()}/status`)
        .send({ status: 'declined' })
        .expect(404);
      expect(res.body.code).toBe('RSVP.NOT_FOUND');
    });

    it('refuses a signed-out visitor with 401 before anything else', async () => {
      for (const id of [rsvpId, 'not-a-uuid']) {
        const res = await visitor.patch(`/api/rsvps/${id}/status`).send({ status: 'nope' }).expect(401);
        expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
      }
    });

    it.each([{ status: 'going' }, { status: 'cancelled' }, {}, { status: 3 }])(
      'refuses the body %p with 400',
      async (body) => {
        const res = await host.agent.patch(`/api/rsvps/${rsvpId}/status`).send(body).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
        expect(res.body.errors).toEqual([
          { field: 'status', message: 'Status must be one of confirmed, declined, checked_in' },
        ]);
      },
    );

    it('refuses a malformed RSVP id with 400', async () => {
      const res = await host.agent
        .patch('/api/rsvps/not-a-uuid/status')
        .send({ status: 'declined' })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
    });
  });
});
