import { uuidv7 } from '@nightlife/domain';
import { type Agent, createEvent as publishEvent, signUp, type SignedUpUser } from './support/accounts';
import { recountPlaces } from './support/places';
import { createTestApp, type TestApp } from './support/create-test-app';

/** RFC 4180 reader for the export: quoted fields with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('Tickets API', () => {
  let t: TestApp;
  let visitor: Agent;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let attendee: SignedUpUser;
  let bystander: SignedUpUser;
  const eventIds: string[] = [];

  const sql = <T extends Record<string, unknown>[]>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().getConnection().execute<T>(query, params);

  /** An event of the host's, deleted after the suite. */
  async function createEvent(title?: string): Promise<{ id: string; slug: string; title: string }> {
    const event = await publishEvent(host.agent, title === undefined ? {} : { title });
    eventIds.push(event.id);
    return event;
  }

  /** RSVPs written straight to the table (the RSVP API has its own tests); answers their ids. */
  async function addRsvps(
    eventId: string,
    guests: {
      userId?: string | null;
      guestName?: string;
      response?: string;
      plusOnes?: number;
      status?: string;
    }[],
  ): Promise<string[]> {
    const ids = guests.map(() => uuidv7());
    await sql(
      `insert into rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
       values ${guests.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      guests.flatMap((guest, i) => [
        ids[i],
        eventId,
        guest.userId ?? null,
        guest.guestName ?? `Guest ${i}`,
        guest.response ?? 'going',
        guest.plusOnes ?? 0,
        guest.status ?? 'confirmed',
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      ]),
    );
    await recountPlaces(t, [eventId]);
    return ids;
  }

  const issue = (agent: Agent, eventId: string, rsvpId: string, ticketType: string) =>
    agent.post(`/api/events/${eventId}/tickets`).send({ rsvpId, ticketType });

  beforeAll(async () => {
    t = await createTestApp();
    visitor = t.request();
    [host, otherHost, attendee, bystander] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
  });

  afterAll(async () => {
    try {
      if (eventIds.length > 0) await sql('delete from events where id in (?)', [eventIds]);
    } finally {
      await t.close();
    }
  });

  describe('who may use each endpoint', () => {
    let event: { id: string; slug: string; title: string };
    let rsvpId: string;

    beforeAll(async () => {
      event = await createEvent();
      [rsvpId] = await addRsvps(event.id, [{ userId: attendee.id }]);
    });

    it('lets the host list tickets, issue one, see it listed and export the guest list', async () => {
      const issued = await issue(host.agent, event.id, rsvpId, 'vip').expect(201);
      expect(issued.body).toEqual({
        id: expect.any(String),
        rsvpId,
        guestName: 'Guest 0',
        ticketType: 'vip',
        label: 'VIP Access',
        price: 'Premium',
        issuedAt: expect.any(String),
      });
      const list = await host.agent.get(`/api/events/${event.id}/tickets`).expect(200);
      expect(list.body.tickets).toEqual([issued.body]);
      expect(list.body).toMatchObject({ eventTitle: event.title, eventSlug: event.slug });
      expect(list.body.types).toEqual([
        { ticketType: 'general', label: 'General Admission', price: 'Free', cap: null, issued: 0 },
        { ticketType: 'vip', label: 'VIP Access', price: 'Premium', cap: 20, issued: 1 },
        { ticketType: 'backstage', label: 'Backstage Pass', price: 'Exclusive', cap: 5, issued: 0 },
      ]);
      await host.agent.get(`/api/events/${event.id}/guest-list.csv`).expect(200);
    });

    it("shows the attendee their own ticket, and nobody else's", async () => {
      const mine = await attendee.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200);
      expect(mine.body).toEqual([
        expect.objectContaining({ rsvpId, ticketType: 'vip', label: 'VIP Access' }),
      ]);
      expect((await bystander.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body).toEqual(
        [],
      );
      expect((await host.agent.get(`/api/events/${event.id}/tickets/mine`).expect(200)).body).toEqual([]);
    });

    it.each(['other host', 'attendee'])(
      'answers the %s 404 EVENT.NOT_FOUND on the host endpoints',
      async (who) => {
        const agent = who === 'attendee' ? attendee.agent : otherHost.agent;
        for (const res of [
          await agent.get(`/api/events/${event.id}/tickets`),
          await issue(agent, event.id, rsvpId, 'general'),
          await agent.get(`/api/events/${event.id}/guest-list.csv`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.code).toBe('EVENT.NOT_FOUND');
        }
      },
    );

    it('answers a visitor 401 on every endpoint', async () => {
      for (const res of [
        await visitor.get(`/api/events/${event.id}/tickets`),
        await issue(visitor, event.id, rsvpId, 'general'),
        await visitor.get(`/api/events/${event.id}/tickets/mine`),
        await visitor.get(`/api/events/${event.id}/guest-list.csv`),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
      }
    });

    it("hides a draft's tickets from everyone but the host, and knows no unknown event", async () => {
      const draft = await host.agent
        .post('/api/events')
        .send({ title: 'Draft tix', date: '2030-06-15', isDraft: true });
      eventIds.push(draft.body.id);
      await host.agent.get(`/api/events/${draft.body.id}/tickets/mine`).expect(200);
      const res = await attendee.agent.get(`/api/events/${draft.body.id}/tickets/mine`).expect(404);
      expect(res.body.code).toBe('EVENT.NOT_FOUND');
      const unknown = uuidv7();
      expect((await host.agent.get(`/api/events/${unknown}/tickets`).expect(404)).body.code).toBe(
        'EVENT.NOT_FOUND',
      );
      expect((await issue(host.agent, unknown, rsvpId, 'vip').expect(404)).body.code).toBe('EVENT.NOT_FOUND');
    });
  });

  describe('POST /api/events/{eventId}/tickets', () => {
    it.each([
      [{ rsvpId: 'x', ticketType: 'vip' }, 'rsvpId'],
      [{ ticketType: 'vip' }, 'rsvpId'],
      [{ rsvpId: uuidv7(), ticketType: 'gold' }, 'ticketType'],
      [{ rsvpId: uuidv7() }, 'ticketType'],
    ])('answers 400 VALIDATION.FAILED to %p', async (body, field) => {
      const event = await createEvent();
      const res = await host.agent.post(`/api/events/${event.id}/tickets`).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(JSON.stringify(res.body)).toContain(field);
    });

    it('answers 400 to an event id that is not a UUID', async () => {
      expect((await host.agent.get('/api/events/not-a-uuid/tickets').expect(400)).body.code).toBe(
        'VALIDATION.FAILED',
      );
    });

    it('refuses unknown RSVPs, RSVPs of another event, a second ticket, and guests who cannot hold one', async () => {
      const event = await createEvent();
      const other = await createEvent();
      const [going, cantGo, declined] = await addRsvps(event.id, [
        {},
        { response: 'cant_go' },
        { status: 'declined' },
      ]);
      const [elsewhere] = await addRsvps(other.id, [{}]);
      expect((await issue(host.agent, event.id, uuidv7(), 'vip').expect(404)).body.code).toBe(
        'RSVP.NOT_FOUND',
      );
      expect((await issue(host.agent, event.id, elsewhere, 'vip').expect(404)).body.code).toBe(
        'RSVP.NOT_FOUND',
      );
      await issue(host.agent, event.id, going, 'general').expect(201);
      expect((await issue(host.agent, event.id, going, 'vip').expect(409)).body.code).toBe(
        'TICKET.ALREADY_ISSUED',
      );
      for (const rsvpId of [cantGo, declined]) {
        expect((await issue(host.agent, event.id, rsvpId, 'general').expect(409)).body.code).toBe(
          'TICKET.RSVP_NOT_ELIGIBLE',
        );
      }
    });

    it.each([
      ['vip', 20, 25],
      ['backstage', 5, 12],
    ])(
      'issues exactly the cap of %s (%i) when %i issues race, then says it is full',
      async (type, cap, attempts) => {
        const event = await createEvent();
        const rsvpIds = await addRsvps(
          event.id,
          Array.from({ length: attempts }, () => ({})),
        );
        const responses = await Promise.all(
          rsvpIds.map((rsvpId) => issue(host.agent, event.id, rsvpId, type)),
        );
        const statuses = responses.map((res) => res.status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(cap);
        const refused = responses.filter((res) => res.status !== 201);
        expect(refused).toHaveLength(attempts - cap);
        for (const res of refused) {
          expect(res.status).toBe(409);
          expect(res.body.code).toBe('TICKET.SOLD_OUT');
          expect(res.body.detail).toMatch(/have been issued/);
        }
        const [{ n }] = await sql<{ n: number }[]>(
          'select count(*)::int as n from tickets where event_id = ? and ticket_type = ?',
          [event.id, type],
        );
        expect(n).toBe(cap);
      },
    );

    it('never runs out of General Admission', async () => {
      const event = await createEvent();
      const rsvpIds = await addRsvps(
        event.id,
        Array.from({ length: 30 }, () => ({})),
      );
      const responses = await Promise.all(
        rsvpIds.map((rsvpId) => issue(host.agent, event.id, rsvpId, 'general')),
      );
      expect(responses.every((res) => res.status === 201)).toBe(true);
    });
  });

  describe('GET /api/events/{eventId}/guest-list.csv', () => {
    it('exports Name, Status, Plus Ones, Ticket Type, quoted and without formulas, named after the event', async () => {
      const event = await createEvent('Neon "Nights", Vol. 2!');
      const tricky = [
        'Ray "DJ", Jr.',
        'Line\nBreak 🎉',
        '=HYPERLINK("http://x")',
        '+1 555',
        '-2+3',
        '@SUM(A1)',
        '',
      ];
      const ids = await addRsvps(event.id, [
        ...tricky.map((guestName, i) => ({ guestName, plusOnes: i % 3 })),
        { guestName: 'Maybe Mo', response: 'maybe', status: 'checked_in' },
        { guestName: 'Declined Dee', response: 'going', status: 'declined' },
      ]);
      await issue(host.agent, event.id, ids[0], 'backstage').expect(201);
      await issue(host.agent, event.id, ids[7], 'vip').expect(201);

      const res = await host.agent.get(`/api/events/${event.id}/guest-list.csv`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename=neon-nights-vol-2-guest-list.csv',
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = res.text;
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(parseCsv(text.slice(1))).toEqual([
        ['Name', 'Status', 'Plus Ones', 'Ticket Type'],
        ['Ray "DJ", Jr.', 'Going', '0', 'Backstage Pass'],
        ['Line\nBreak 🎉', 'Going', '1', 'None'],
        ['\'=HYPERLINK("http://x")', 'Going', '2', 'None'],
        ["'+1 555", 'Going', '0', 'None'],
        ["'-2+3", 'Going', '1', 'None'],
        ["'@SUM(A1)", 'Going', '2', 'None'],
        ['Unknown', 'Going', '0', 'None'],
        ['Maybe Mo', 'Maybe (Checked In)', '0', 'VIP Access'],
        ['Declined Dee', 'Going (Declined)', '0', 'None'],
      ]);
    });

    it('is just the header for an event without RSVPs', async () => {
      const event = await createEvent();
      const res = await host.agent.get(`/api/events/${event.id}/guest-list.csv`).buffer(true).expect(200);
      expect(res.text).toBe('\uFEFF"Name","Status","Plus Ones","Ticket Type"\r\n');
    });
  });

  it('deletes the tickets with their RSVP and with their event', async () => {
    const event = await createEvent();
    const [a, b] = await addRsvps(event.id, [{}, {}]);
    await issue(host.agent, event.id, a, 'vip').expect(201);
    await issue(host.agent, event.id, b, 'vip').expect(201);
    await sql('delete from rsvps where id = ?', [a]);
    const count = async () =>
      (await sql<{ n: number }[]>('select count(*)::int as n from tickets where event_id = ?', [event.id]))[0]
        .n;
    expect(await count()).toBe(1);
    await sql('delete from events where id = ?', [event.id]);
    expect(await count()).toBe(0);
  });
});
