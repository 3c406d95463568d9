import { addDaysToDateKey, localDateKey } from '@nightlife/domain';
import { type Agent, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

const ZONE = 'America/Chicago';
const chicagoDate = (days: number) => addDaysToDateKey(localDateKey(new Date(), ZONE), days);
const UNKNOWN_ID = '00000000-0000-7000-8000-000000000000';

describe('host events: update, delete, by id, dashboard lists and RSVP stats', () => {
  let t: TestApp;
  let host: Agent;
  let hostId: string;
  let otherHost: Agent;
  let attendee: Agent;
  let attendee2: Agent;
  let visitor: Agent;

  const signedIn = (accountType: 'host' | 'attendee') => signUp(t, { accountType });

  async function createEvent(body: Record<string, unknown> = {}) {
    const res = await host
      .post('/api/events')
      .send({ title: `Host event ${Date.now()}`, eventDate: chicagoDate(3), ...body })
      .expect(201);
    return res.body as { id: string; slug: string };
  }

  const fieldErrors = (res: { body: { errors?: { field: string; message: string }[] } }) =>
    Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: host, id: hostId } = await signedIn('host'));
    ({ agent: otherHost } = await signedIn('host'));
    ({ agent: attendee } = await signedIn('attendee'));
    ({ agent: attendee2 } = await signedIn('attendee'));
    visitor = t.request();
  });

  afterAll(() => t.close());

  describe('POST /api/events with the spec field names', () => {
    it('accepts eventDate, startTime and endTime (201) and reads them in the given zone', async () => {
      const res = await host
        .post('/api/events')
        .send({
          title: 'Spec Names',
          eventDate: chicagoDate(4),
          startTime: '21:30',
          endTime: '01:00',
          timeZone: 'Europe/Berlin',
          unlimitedSpots: false,
          maxCapacity: 50,
        })
        .expect(201);
      expect(res.body).toMatchObject({
        eventTime: '9:30 PM - 1:00 AM',
        timeZone: 'Europe/Berlin',
        maxCapacity: 50,
      });
    });

    it("reads the spec's text forms of the date and times", async () => {
      const res = await host
        .post('/api/events')
        .send({
          title: 'Text Forms',
          eventDate: 'DECEMBER 31, 2099',
          startTime: '9:00 PM',
          endTime: '2:00 AM',
        })
        .expect(201);
      expect(res.body).toMatchObject({ eventDate: 'DECEMBER 31, 2099', eventTime: '9:00 PM - 2:00 AM' });
    });

    it('refuses eventDate and date that disagree', async () => {
      const res = await host
        .post('/api/events')
        .send({ title: 'Two dates', eventDate: chicagoDate(4), date: chicagoDate(5) })
        .expect(400);
      expect(fieldErrors(res)).toEqual({ eventDate: expect.stringContaining('eventDate') });
    });
  });

  describe('GET /api/events/by-id/{id}', () => {
    it('gives the host a draft with its form values, and everyone else a 404', async () => {
      const draft = await createEvent({
        isDraft: true,
        startTime: '22:00',
        highlights: ['DJ', '', 'Lights'],
      });
      const res = await host.get(`/api/events/by-id/${draft.id}`).expect(200);
      expect(res.body.form).toMatchObject({
        eventDate: chicagoDate(3),
        startTime: '22:00',
        endTime: null,
        timeZone: ZONE,
        highlights: ['DJ', 'Lights'],
        isDraft: true,
      });
      for (const agent of [otherHost, attendee, visitor]) {
        const denied = await agent.get(`/api/events/by-id/${draft.id}`).expect(404);
        expect(denied.body.code).toBe('EVENT.NOT_FOUND');
      }
    });

    it('shows a published event to anyone, without the form', async () => {
      const event = await createEvent();
      for (const agent of [otherHost, attendee, visitor]) {
        const res = await agent.get(`/api/events/by-id/${event.id}`).expect(200);
        expect(res.body).toMatchObject({ id: event.id, form: null });
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await host.get(`/api/events/by-id/${UNKNOWN_ID}`).expect(404)).body.code).toBe(
        'EVENT.NOT_FOUND',
      );
      expect((await host.get('/api/events/by-id/not-a-uuid').expect(400)).body.code).toBe(
        'VALIDATION.FAILED',
      );
    });
  });

  describe('PUT /api/events/{id}', () => {
    it('lets the host replace the fields and keeps the slug', async () => {
      const event = await createEvent({ price: '$5' });
      const res = await host
        .put(`/api/events/${event.id}`)
        .send({ title: 'Renamed Night', eventDate: chicagoDate(6), startTime: '19:00', dressCode: 'Black' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: event.id,
        slug: event.slug,
        hostId,
        title: 'Renamed Night',
        eventTime: '7:00 PM',
        price: null,
        dressCode: 'Black',
      });
    });

    it('answers 404 to another host and an attendee, 401 to a visitor, and changes nothing', async () => {
      const event = await createEvent({ title: 'Untouched' });
      const body = { title: 'Hijacked', eventDate: chicagoDate(4) };
      for (const agent of [otherHost, attendee]) {
        expect((await agent.put(`/api/events/${event.id}`).send(body).expect(404)).body.code).toBe(
          'EVENT.NOT_FOUND',
        );
      }
      expect((await visitor.put(`/api/events/${event.id}`).send(body).expect(401)).body.code).toBe(
        'AUTH.UNAUTHENTICATED',
      );
      expect((await host.put(`/api/events/${UNKNOWN_ID}`).send(body).expect(404)).body.code).toBe(
        'EVENT.NOT_FOUND',
      );
      const after = await visitor.get(`/api/events/${event.slug}`).expect(200);
      expect(after.body.title).toBe('Untouched');
    });

    it('refuses a capacity below the going headcount with a clear error', async () => {
      const event = await createEvent();
      await attendee
        .post(`/api/events/${event.slug}/rsvp`)
        .send({ response: 'going', plusOnes: 2 })
        .expect(201);
      await attendee2.post(`/api/events/${event.slug}/rsvp`).send({ response: 'maybe' }).expect(201);
      const limited = { title: 'Capped', eventDate: chicagoDate(3), unlimitedSpots: false };
      const refused = await host
        .put(`/api/events/${event.id}`)
        .send({ ...limited, maxCapacity: 2 })
        .expect(400);
      expect(refused.body.code).toBe('VALIDATION.FAILED');
      expect(fieldErrors(refused)).toEqual({
        maxCapacity: 'Max capacity cannot be less than the 3 guests already going',
      });
      const ok = await host
        .put(`/api/events/${event.id}`)
        .send({ ...limited, maxCapacity: 3 })
        .expect(200);
      expect(ok.body).toMatchObject({ maxCapacity: 3, unlimitedSpots: false });
    });

    it('never ends with more guests going than a capacity set while RSVPs arrive', async () => {
      const event = await createEvent();
      const guests = await Promise.all(Array.from({ length: 8 }, () => signedIn('attendee')));
      const results = await Promise.all([
        ...guests.map(({ agent }) =>
          agent.post(`/api/events/${event.slug}/rsvp`).send({ response: 'going' }),
        ),
        host
          .put(`/api/events/${event.id}`)
          .send({ title: 'Racing', eventDate: chicagoDate(3), unlimitedSpots: false, maxCapacity: 4 }),
      ]);
      for (const res of results) expect([200, 201, 400, 409]).toContain(res.status);
      const after = await host.get(`/api/events/by-id/${event.id}`).expect(200);
      const { headcount } = after.body.rsvpCounts;
      if (after.body.maxCapacity !== null) expect(headcount).toBeLessThanOrEqual(after.body.maxCapacity);
      // Either the capacity was set (and the RSVPs after it were refused), or it came too late.
      const put = results[results.length - 1];
      if (put.status === 200) expect(after.body.maxCapacity).toBe(4);
      else expect(fieldErrors(put)).toHaveProperty('maxCapacity');
    });

    it('refuses an RSVP that read the event as unlimited while a capacity was being set, once it is full', async () => {
      const event = await createEvent();
      const [first, late] = await Promise.all([signedIn('attendee'), signedIn('attendee')]);
      await first.agent.post(`/api/events/${event.slug}/rsvp`).send({ response: 'going' }).expect(201);
      let rsvp: Promise<{ status: number; body: { code?: string } }> | undefined;
      // What a capacity change does (MikroOrmEventRepository.update): lock the row and the event's
      // places (moving their version on), then set it.
      await t.orm.em.getConnection().transactional(async (trx) => {
        const execute = (sql: string) => t.orm.em.getConnection().execute(sql, [event.id], 'run', trx);
        await execute('select id from events where id = ? for no key update');
        await execute(`insert into event_places as p (event_id, version) values (?, 1)
          on conflict (event_id) do update set version = p.version + 1`);
        await execute('update events set unlimited_spots = false, max_capacity = 1 where id = ?');
        // This RSVP reads the event while it is still unlimited for everyone else.
        rsvp = late.agent
          .post(`/api/events/${event.slug}/rsvp`)
          .send({ response: 'going' })
          .then((res) => res);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await rsvp!;
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('RSVP.CAPACITY_REACHED');
    });

    it('gives a draft going public a public slug', async () => {
      const title = `Going Public ${Date.now()}`;
      const draft = await createEvent({ title, isDraft: true });
      expect(draft.slug).toMatch(/-d[0-9a-f]{11}$/);
      const res = await host
        .put(`/api/events/${draft.id}`)
        .send({ title, eventDate: chicagoDate(3), isDraft: false })
        .expect(200);
      expect(res.body.slug).toMatch(/^going-public-\d+$/);
      await visitor.get(`/api/events/${res.body.slug}`).expect(200);
    });
  });

  describe('DELETE /api/events/{id}', () => {
    it('answers 404 to another host and an attendee, 401 to a visitor, and deletes nothing', async () => {
      const event = await createEvent();
      for (const agent of [otherHost, attendee]) {
        expect((await agent.delete(`/api/events/${event.id}`).expect(404)).body.code).toBe('EVENT.NOT_FOUND');
      }
      await visitor.delete(`/api/events/${event.id}`).expect(401);
      await visitor.get(`/api/events/${event.slug}`).expect(200);
    });

    it("deletes the host's event with its RSVPs; it leaves the attendee's Attending list", async () => {
      const event = await createEvent();
      await attendee.post(`/api/events/${event.slug}/rsvp`).send({ response: 'going' }).expect(201);
      const before = await attendee.get('/api/user/attending-events').expect(200);
      expect(before.body.map((e: { id: string }) => e.id)).toContain(event.id);

      expect((await host.delete(`/api/events/${event.id}`).expect(200)).body).toEqual({ success: true });

      await visitor.get(`/api/events/${event.slug}`).expect(404);
      await host.get(`/api/events/by-id/${event.id}`).expect(404);
      const after = await attendee.get('/api/user/attending-events').expect(200);
      expect(after.body.map((e: { id: string }) => e.id)).not.toContain(event.id);
      const [{ count }] = await t.orm.em
        .getConnection()
        .execute<{ count: number }[]>('select count(*)::int as count from rsvps where event_id = ?', [
          event.id,
        ]);
      expect(count).toBe(0);
      await host.delete(`/api/events/${event.id}`).expect(404);
    });
  });

  describe('dashboard lists and stats', () => {
    let dash: { agent: Agent; id: string };
    let guest: { agent: Agent; id: string };

    beforeAll(async () => {
      dash = await signedIn('host');
      guest = await signedIn('attendee');
    });

    it('lists every event of the host, drafts included, with their badge; only to the host', async () => {
      const published = (
        await dash.agent
          .post('/api/events')
          .send({ title: 'Mine live', eventDate: chicagoDate(2) })
          .expect(201)
      ).body;
      const draft = (
        await dash.agent
          .post('/api/events')
          .send({ title: 'Mine draft', eventDate: chicagoDate(2), isDraft: true })
          .expect(201)
      ).body;
      const res = await dash.agent.get('/api/dashboard/events').expect(200);
      expect(res.body).toHaveLength(2);
      expect(res.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: published.id,
            isDraft: false,
            isPublished: true,
            displayStatus: 'upcoming',
          }),
          expect.objectContaining({ id: draft.id, isDraft: true, displayStatus: 'draft' }),
        ]),
      );
      expect((await guest.agent.get('/api/dashboard/events').expect(200)).body).toEqual([]);
      await visitor.get('/api/dashboard/events').expect(401);
    });

    it("lists the caller's RSVP'd events with their RSVP, and counts the RSVP stats", async () => {
      const event = (
        await dash.agent
          .post('/api/events')
          .send({ title: 'Stats night', eventDate: chicagoDate(2) })
          .expect(201)
      ).body;
      await guest.agent
        .post(`/api/events/${event.slug}/rsvp`)
        .send({ response: 'going', plusOnes: 3 })
        .expect(201);
      await attendee2
        .post(`/api/events/${event.slug}/rsvp`)
        .send({ response: 'maybe', plusOnes: 1 })
        .expect(201);

      const attending = await guest.agent.get('/api/user/attending-events').expect(200);
      expect(attending.body).toEqual([
        expect.objectContaining({
          id: event.id,
          userRsvp: expect.objectContaining({ response: 'going', plusOnes: 3 }),
        }),
      ]);
      expect((await dash.agent.get('/api/user/attending-events').expect(200)).body).toEqual([]);
      await visitor.get('/api/user/attending-events').expect(401);

      expect((await dash.agent.get('/api/events/rsvp-stats').expect(200)).body).toEqual({
        totalRsvps: 2,
        totalGoing: 1,
        totalMaybe: 1,
        totalPlusOnes: 4,
        attendingCount: 0,
      });
      expect((await guest.agent.get('/api/events/rsvp-stats').expect(200)).body).toEqual({
        totalRsvps: 0,
        totalGoing: 0,
        totalMaybe: 0,
        totalPlusOnes: 0,
        attendingCount: 1,
      });
      await visitor.get('/api/events/rsvp-stats').expect(401);
    });
  });
});
