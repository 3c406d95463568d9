import { offerRoundHasPlaces, uuidv7, type WaitlistEvent } from '@nightlife/domain';
import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { WaitlistQuery } from '../src/modules/rsvps/persistence/waitlist.query';
import { SqlClient } from '../src/platform/database/sql-client';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow } from './support/event-rows';

// The waitlist sweep finds in SQL the events whose waiting parties have places to be offered: the
// domain's offerRoundHasPlaces is the reference, over every combination of the waitlist switch,
// approval, the capacity (none, full, with room) and waiting parties (none, some).
const CAPACITIES: {
  name: string;
  fields: Pick<WaitlistEvent, 'maxCapacity' | 'unlimitedSpots'>;
  taken: number;
}[] = [
  { name: 'unlimited', fields: { maxCapacity: null, unlimitedSpots: true }, taken: 6 },
  { name: 'no capacity set', fields: { maxCapacity: null, unlimitedSpots: false }, taken: 6 },
  { name: 'full', fields: { maxCapacity: 4, unlimitedSpots: false }, taken: 4 },
  { name: 'with room', fields: { maxCapacity: 4, unlimitedSpots: false }, taken: 2 },
];

describe('the waitlist sweep in SQL and the domain agree on where a round has places', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: false, runOutboxRelay: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds exactly the events offerRoundHasPlaces names', async () => {
    const hostId = uuidv7();
    const em = t.orm.em.fork();
    await em.insertMany(UserSchema, [
      {
        id: hostId,
        username: `sweep_host_${hostId.slice(-8)}`,
        firstName: 'Sweep',
        lastName: 'Host',
        email: `sweep_${hostId.slice(-8)}@example.com`,
        passwordHash: 'not-a-real-hash',
        isPromoter: true,
        createdAt: new Date(),
      },
    ]);
    const cases: { name: string; id: string; event: WaitlistEvent; taken: number; waiting: number }[] = [];
    for (const waitlist of [true, false])
      for (const requireApproval of [false, true])
        for (const capacity of CAPACITIES)
          for (const waiting of [0, 2]) {
            const event = { ...capacity.fields, waitlist, requireApproval };
            cases.push({
              name: `${capacity.name}, waitlist ${waitlist ? 'on' : 'off'}, approval ${requireApproval ? 'on' : 'off'}, ${waiting} waiting`,
              id: uuidv7(),
              event,
              taken: capacity.taken,
              waiting,
            });
          }
    await em.insertMany(
      EventSchema,
      cases.map((c, i) =>
        eventRow({
          id: c.id,
          slug: `sweep-${i}-${c.id.slice(-6)}`,
          hostId,
          startsAt: new Date('2030-06-15'),
          ...c.event,
        }),
      ),
    );
    const sql = t.app.get(SqlClient);
    for (const c of cases)
      await sql.query(
        `insert into event_places (event_id, places_taken, tickets_issued, parties_waiting, version)
         values (?::uuid, ?, '{}'::jsonb, ?, 1)`,
        [c.id, c.taken, c.waiting],
      );

    const due = new Set((await new WaitlistQuery(sql).due(new Date())).map((work) => work.eventId));
    const answers = (found: (c: (typeof cases)[number]) => boolean) =>
      Object.fromEntries(cases.map((c) => [c.name, found(c)]));
    expect(answers((c) => due.has(c.id))).toEqual(
      answers((c) => offerRoundHasPlaces(c.event, c.taken, c.waiting)),
    );
    // Both kinds occur: the comparison is not of two empty answers.
    expect(cases.filter((c) => due.has(c.id)).length).toBeGreaterThan(2);
    expect(cases.filter((c) => !due.has(c.id)).length).toBeGreaterThan(2);
  });
});
