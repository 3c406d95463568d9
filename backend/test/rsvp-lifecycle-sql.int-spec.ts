import {
  countPlaces,
  holdsPlace,
  isCurrent,
  isListed,
  placesHeld,
  placesLeft,
  releasedAtDeadline,
  RSVP_RESPONSES,
  RSVP_STATUSES,
  stands,
  TICKET_TYPES,
  uuidv7,
  type Rsvp,
  type Ticket,
} from '@nightlife/domain';
import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { RsvpSchema } from '../src/modules/rsvps/persistence/rsvp.schema';
import {
  currentSql,
  holdsPlaceSql,
  listedSql,
  placesHeldSql,
  placesLeftSql,
  releasedAtDeadlineSql,
  standsSql,
} from '../src/modules/rsvps/persistence/places.sql';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow } from './support/event-rows';
import { recountPlaces, storedPlaces } from './support/places';

// The lifecycle's place rules as SQL (places.sql.ts) give the domain's answers for every response,
// status and party size, against the real PostgreSQL; and a recount from the rows equals the
// domain's count of the same rows.
describe('RSVP lifecycle SQL predicates (the domain is the reference)', () => {
  let t: TestApp;
  const eventId = uuidv7();
  const rsvps: Rsvp[] = [];
  const tickets: Ticket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const em = t.orm.em.fork();
    const hostId = uuidv7();
    const users = RSVP_RESPONSES.flatMap((response) =>
      RSVP_STATUSES.flatMap((status) => [0, 3].map((plusOnes) => ({ response, status, plusOnes }))),
    ).map((state, i) => ({ ...state, userId: uuidv7(), i }));
    await em.insertMany(
      UserSchema,
      [hostId, ...users.map((u) => u.userId)].map((id, i) => ({
        id,
        username: `lifecycle_${i}_${id.slice(-6)}`,
        firstName: 'Life',
        lastName: 'Cycle',
        email: `lifecycle_${id}@example.com`,
        passwordHash: 'not-a-real-hash',
        isPromoter: i === 0,
        createdAt: new Date(),
      })),
    );
    await em.insertMany(EventSchema, [
      eventRow({
        id: eventId,
        slug: `lifecycle-${eventId}`,
        hostId,
        startsAt: new Date(Date.now() + 86_400_000),
      }),
    ]);
    for (const u of users) {
      rsvps.push({
        id: uuidv7(),
        eventId,
        userId: u.userId,
        guestName: `Guest ${u.i}`,
        guestEmail: null,
        response: u.response,
        emoji: null,
        message: null,
        plusOnes: u.plusOnes,
        status: u.status,
        createdAt: new Date(),
        reconfirmedAt: null,
        ticketVersion: 1,
      });
    }
    await em.insertMany(RsvpSchema, rsvps);
    // One ticket of each type for RSVPs that may hold one.
    const ticketHolders = rsvps
      .filter((rsvp) => rsvp.response !== 'cant_go')
      .slice(0, TICKET_TYPES.length * 2);
    ticketHolders.forEach((rsvp, i) =>
      tickets.push({
        id: uuidv7(),
        eventId,
        rsvpId: rsvp.id,
        type: TICKET_TYPES[i % 3],
        issuedAt: new Date(),
      }),
    );
    await t.orm.em.getConnection().execute(
      `insert into tickets (id, event_id, rsvp_id, ticket_type, issued_at)
       select x.id, x.event_id, x.rsvp_id, x.ticket_type, x.issued_at
       from jsonb_to_recordset(?::jsonb) as x(id uuid, event_id uuid, rsvp_id uuid, ticket_type text, issued_at timestamptz)`,
      [
        JSON.stringify(
          tickets.map((ticket) => ({
            ...ticket,
            event_id: eventId,
            rsvp_id: ticket.rsvpId,
            ticket_type: ticket.type,
            issued_at: ticket.issuedAt,
          })),
        ),
      ],
      'run',
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('covers every response and status', () => {
    expect(rsvps).toHaveLength(RSVP_RESPONSES.length * RSVP_STATUSES.length * 2);
  });

  it.each([
    ['stands', standsSql, (rsvp: Rsvp) => stands(rsvp)],
    ['isListed', listedSql, (rsvp: Rsvp) => isListed(rsvp)],
    ['isCurrent', currentSql, (rsvp: Rsvp) => isCurrent(rsvp)],
    ['holdsPlace', holdsPlaceSql, (rsvp: Rsvp) => holdsPlace(rsvp)],
    ['placesHeld', placesHeldSql, (rsvp: Rsvp) => placesHeld(rsvp)],
  ] as const)('%s', async (_name, sql, domain) => {
    const rows = await t.orm.em
      .getConnection()
      .execute<{ id: string; value: boolean | number }[]>(
        `select r.id, ${sql('r')} as value from rsvps r where r.event_id = ?`,
        [eventId],
      );
    const bySql = Object.fromEntries(rows.map((row) => [row.id, row.value]));
    expect(bySql).toEqual(Object.fromEntries(rsvps.map((rsvp) => [rsvp.id, domain(rsvp)])));
  });

  it('recounts the counters the domain counts from the same rows', async () => {
    await recountPlaces(t, [eventId]);
    const expected = countPlaces(rsvps, tickets);
    expect(expected.placesTaken).toBeGreaterThan(0);
    expect(expected.partiesWaiting).toBeGreaterThan(0);
    expect(await storedPlaces(t, eventId)).toEqual(expected);
  });

  it('counts the places left as the domain does, for every capacity and headcount', async () => {
    const cases = [
      { maxCapacity: 10, unlimitedSpots: false, placesTaken: 3 },
      { maxCapacity: 10, unlimitedSpots: false, placesTaken: 10 },
      { maxCapacity: 10, unlimitedSpots: false, placesTaken: 12 },
      { maxCapacity: 10, unlimitedSpots: true, placesTaken: 3 },
      { maxCapacity: null, unlimitedSpots: false, placesTaken: 3 },
    ];
    const rows = await t.orm.em.getConnection().execute<{ value: number | null }[]>(
      `select ${placesLeftSql('x')} as value
       from jsonb_to_recordset(?::jsonb) as x(n int, max_capacity int, unlimited_spots boolean, places_taken int)
       order by x.n`,
      [
        JSON.stringify(
          cases.map((c, n) => ({
            n,
            max_capacity: c.maxCapacity,
            unlimited_spots: c.unlimitedSpots,
            places_taken: c.placesTaken,
          })),
        ),
      ],
    );
    expect(rows.map((row) => row.value)).toEqual(cases.map((c) => placesLeft(c, c.placesTaken)));
  });

  it("releases at the reconfirmation deadline whom the domain's releasedAtDeadline releases", async () => {
    const askAt = new Date('2030-06-15T18:00:00Z');
    const cases = RSVP_RESPONSES.flatMap((response) =>
      RSVP_STATUSES.flatMap((status) =>
        [new Date('2030-06-15T17:00:00Z'), askAt, new Date('2030-06-15T19:00:00Z')].flatMap((createdAt) =>
          [null, new Date('2030-06-15T20:00:00Z')].map((reconfirmedAt) => ({
            response,
            status,
            createdAt,
            reconfirmedAt,
          })),
        ),
      ),
    );
    const rows = await t.orm.em.getConnection().execute<{ value: boolean }[]>(
      `select ${releasedAtDeadlineSql('x', '?::timestamptz')} as value
       from jsonb_to_recordset(?::jsonb) as x(n int, response text, status text, created_at timestamptz,
         reconfirmed_at timestamptz)
       order by x.n`,
      [
        askAt,
        JSON.stringify(
          cases.map((c, n) => ({
            n,
            response: c.response,
            status: c.status,
            created_at: c.createdAt,
            reconfirmed_at: c.reconfirmedAt,
          })),
        ),
      ],
    );
    const expected = cases.map((c) => releasedAtDeadline(c, askAt));
    expect(expected.filter(Boolean).length).toBeGreaterThan(0);
    expect(rows.map((row) => row.value)).toEqual(expected);
  });
});
