import {
  AnswerOfferUseCase,
  CancelRsvpUseCase,
  countPlaces,
  type Rsvp,
  type RsvpStatus,
  uuidv7,
} from '@nightlife/domain';
import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import { RsvpSchema } from '../src/modules/rsvps/persistence/rsvp.schema';
import { createEvent, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { ownDatabase } from './support/own-database';
import { recountPlaces, storedPlaces } from './support/places';
import { waitUntil } from './support/wait-until';

// The waitlist under concurrency (issue 20 §6, ADR 0027): on one event, 100 guests cancel while 300
// parties wait, the host changes the capacity twice, offered guests accept or decline as their
// offers come, over two app instances that both run workers (two offer rounds may race). The
// watcher reads the counters and the capacity in one statement throughout. Afterwards the counters
// equal a recount from the rows, no party was passed over by a party behind it that was no larger,
// every offer has its outcome (or is open and live) and its one notice; then every open offer
// lapses and the places pass on.
const HOLDERS = 100;
const WAITING = 300;
const CAPACITY = 100;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface RsvpRow {
  id: string;
  user_id: string;
  plus_ones: number;
  status: RsvpStatus;
  response: Rsvp['response'];
  created_at: Date;
}
interface OfferRow {
  id: string;
  rsvp_id: string;
  places: number;
  outcome: string | null;
  expires_at: Date;
}

describe('the waitlist under concurrent cancellations, rounds and answers', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let replicaA: TestApp;
  let replicaB: TestApp;
  const seed = Number(process.env.WAITLIST_SEED ?? Date.now() % 1_000_000);

  beforeAll(async () => {
    own = await ownDatabase();
    const options = { runWorkers: true, databaseUrl: own.databaseUrl, queuePrefix: own.queuePrefix };
    [replicaA, replicaB] = await Promise.all([createTestApp(options), createTestApp(options)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([replicaA.close(), replicaB.close()]);
    await own.drop();
  });

  it(`keeps every place offered once, in queue order, within the capacity (seed ${seed})`, async () => {
    const next = random(seed);
    const connection = replicaA.orm.em.getConnection();
    const sql = <T>(query: string, params: unknown[] = []) => connection.execute<T[]>(query, params);
    const host = await signUp(replicaA);
    const event = await createEvent(host.agent, {
      title: 'Waitlist race',
      unlimitedSpots: false,
      maxCapacity: CAPACITY,
    });

    // 100 guests hold the places; 300 parties of 1 to 3 wait, in order.
    const userIds = Array.from({ length: HOLDERS + WAITING }, () => uuidv7());
    await replicaA.orm.em.fork().insertMany(
      UserSchema,
      userIds.map((id, i) => ({
        id,
        username: `wl_${i}_${id.slice(-8)}`,
        firstName: 'Wait',
        lastName: `${i}`,
        email: `wl_${id}@example.com`,
        passwordHash: 'not-a-real-hash',
        isPromoter: false,
        createdAt: new Date(),
      })),
    );
    const start = Date.now() - 3_600_000;
    await replicaA.orm.em.fork().insertMany(
      RsvpSchema,
      userIds.map((userId, i) => ({
        id: uuidv7(),
        eventId: event.id,
        userId,
        guestName: `Guest ${i}`,
        guestEmail: null,
        response: 'going',
        emoji: null,
        message: null,
        plusOnes: i < HOLDERS ? 0 : Math.floor(next() * 3),
        status: i < HOLDERS ? 'confirmed' : 'waitlisted',
        hidden: false,
        createdAt: new Date(start + i * 1_000),
      })),
    );
    await recountPlaces(replicaA, [event.id]);
    expect(await storedPlaces(replicaA, event.id)).toMatchObject({
      placesTaken: CAPACITY,
      partiesWaiting: WAITING,
    });

    // The rows and the counters, read in one statement so that no round commits between the two.
    const snapshot = async () => {
      const [row] = await sql<{ places: { places_taken: number; parties_waiting: number }; rows: RsvpRow[] }>(
        `select (select row_to_json(p) from event_places p where p.event_id = ?) as places,
           coalesce((select json_agg(r order by r.created_at, r.id) from (
             select id, user_id, plus_ones, status, response, created_at from rsvps where event_id = ?) r), '[]') as rows`,
        [event.id, event.id],
      );
      const rows = row.rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
      const counted = countPlaces(
        rows.map((r) => ({ ...r, plusOnes: r.plus_ones }) as unknown as Rsvp),
        [],
      );
      return {
        rows,
        counted: { placesTaken: counted.placesTaken, partiesWaiting: counted.partiesWaiting },
        stored: { placesTaken: row.places.places_taken, partiesWaiting: row.places.parties_waiting },
      };
    };

    const observations: { places: number; capacity: number }[] = [];
    let running = true;
    let answering = true;
    const watcher = (async () => {
      while (running) {
        const [row] = await sql<{ places: number; capacity: number }>(
          `select p.places_taken as places, e.max_capacity as capacity
           from events e join event_places p on p.event_id = e.id where e.id = ?`,
          [event.id],
        );
        observations.push(row);
      }
    })();

    // The offered guests answer as their offers come: most accept, some decline.
    const answered = new Set<string>();
    const answers = { accept: 0, decline: 0, refused: [] as string[] };
    const answerer = (async () => {
      while (answering) {
        const open = await sql<{ id: string; user_id: string }>(
          `select o.id, r.user_id from waitlist_offers o join rsvps r on r.id = o.rsvp_id
           where o.event_id = ? and o.outcome is null`,
          [event.id],
        );
        await Promise.all(
          open
            .filter((offer) => !answered.has(offer.id) && next() < 0.5)
            .map(async (offer) => {
              answered.add(offer.id);
              const answer = next() < 0.75 ? 'accept' : 'decline';
              const replica = next() < 0.5 ? replicaA : replicaB;
              const result = await replica.app
                .get(AnswerOfferUseCase)
                .execute({ offerId: offer.id, userId: offer.user_id, answer });
              if (result.ok) answers[answer] += 1;
              else answers.refused.push(result.error.code);
            }),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    // The race: 100 cancellations over both replicas, and two capacity changes by the host.
    const cancellations = userIds.slice(0, HOLDERS).map(async (userId, i) => {
      const replica = i % 2 ? replicaB : replicaA;
      const result = await replica.app.get(CancelRsvpUseCase).execute({ slug: event.slug, userId });
      expect(result.ok).toBe(true);
    });
    const capacityChange = async (maxCapacity: number) => {
      const res = await host.agent
        .put(`/api/events/${event.id}`)
        .send({ title: 'Waitlist race', date: '2030-06-15', unlimitedSpots: false, maxCapacity });
      expect(res.status).toBe(200);
    };
    await Promise.all([...cancellations, capacityChange(120), capacityChange(130)]);
    // Quiet: every round has run (the sweep offers a raised capacity within 10 s).
    const quiet = () =>
      waitUntil(
        async () => {
          const [state] = await sql<{ free: number; smallest: number | null; queued: number }>(
            `select e.max_capacity - p.places_taken as free,
               (select min(1 + r.plus_ones) from rsvps r where r.event_id = e.id and r.status = 'waitlisted') as smallest,
               (select count(*)::int from job_outbox j where j.sent_at is null) as queued
             from events e join event_places p on p.event_id = e.id where e.id = ?`,
            [event.id],
          );
          return state.queued === 0 && (state.smallest === null || state.smallest > state.free)
            ? state
            : null;
        },
        'every freed place offered',
        30_000,
      );
    await quiet();
    // The guests stop answering; a decline still in flight frees places for one more round.
    answering = false;
    await answerer;
    const settled = await quiet();
    running = false;
    await watcher;

    // Never over the capacity, and the counters equal the rows.
    expect(observations.length).toBeGreaterThan(10);
    expect(observations.filter((o) => o.places > o.capacity)).toEqual([]);
    const { rows, counted, stored } = await snapshot();
    expect(stored).toEqual(counted);
    expect(counted.placesTaken).toBeLessThanOrEqual(130);
    expect(settled.free).toBeGreaterThanOrEqual(0);

    // Every offer: its party's places, its one notice, and an outcome unless open and live.
    const offers = await sql<OfferRow>(
      `select id, rsvp_id, places, outcome, expires_at from waitlist_offers where event_id = ?`,
      [event.id],
    );
    expect(offers.length).toBeGreaterThanOrEqual(40);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const offer of offers) {
      const party = byId.get(offer.rsvp_id)!;
      expect(offer.places).toBe(1 + party.plus_ones);
      const expected = { accepted: 'confirmed', declined: 'cancelled', expired: 'cancelled' } as const;
      expect(party.status).toBe(
        offer.outcome === null ? 'offered' : expected[offer.outcome as keyof typeof expected],
      );
    }
    const offered = rows.filter((row) => row.status === 'offered');
    expect(offered.length).toBe(offers.filter((offer) => offer.outcome === null).length);
    const [notices] = await sql<{ offers: number; notices: number; distinct_offers: number }>(
      `select (select count(*)::int from waitlist_offers where event_id = ?) as offers,
         count(*)::int as notices, count(distinct offer_id)::int as distinct_offers
       from rsvp_notices where event_id = ? and kind = 'waitlist.offered'`,
      [event.id, event.id],
    );
    expect(notices).toEqual({
      offers: notices.offers,
      notices: notices.offers,
      distinct_offers: notices.offers,
    });
    expect(answers.refused).toEqual([]);
    expect(answers.accept).toBeGreaterThan(0);

    // Queue order: a party still waiting was passed over only by smaller parties behind it.
    const offeredParties = new Set(offers.map((offer) => offer.rsvp_id));
    const waitingRows = rows.filter((row) => row.status === 'waitlisted');
    const jumped = rows
      .filter((row) => offeredParties.has(row.id))
      .flatMap((party) =>
        waitingRows
          .filter((q) => q.created_at < party.created_at && q.plus_ones <= party.plus_ones)
          .map((q) => `${q.id} (${1 + q.plus_ones}) passed over by ${party.id} (${1 + party.plus_ones})`),
      );
    expect(jumped).toEqual([]);

    // Every open offer lapses: the sweep records it and the places pass on to the next parties.
    await sql(
      `update waitlist_offers set expires_at = now() - interval '1 second' where event_id = ? and outcome is null`,
      [event.id],
    );
    await waitUntil(
      async () => {
        const [left] = await sql<{ open_lapsed: number }>(
          `select count(*)::int as open_lapsed from waitlist_offers
           where event_id = ? and outcome is null and expires_at <= now()`,
          [event.id],
        );
        return left.open_lapsed === 0 ? left : null;
      },
      'the lapsed offers recorded',
      30_000,
    );
    const after = await snapshot();
    expect(after.stored).toEqual(after.counted);
    const [expired] = await sql<{ count: number }>(
      `select count(*)::int from waitlist_offers where event_id = ? and outcome = 'expired'`,
      [event.id],
    );
    expect(expired.count).toBe(offered.length);
  }, 120_000);
});
