import {
  countPlaces,
  headcountOf,
  partiesWaitingIn,
  type Rsvp,
  type RsvpStatus,
  type Ticket,
} from '@nightlife/domain';
import { createTestApp, type TestApp } from './support/create-test-app';
import { type Agent, createEvent, logIn, signUp, type SignedUpUser } from './support/accounts';
import { storedPlaces } from './support/places';

// The places counters under a random mix of RSVPs, declines, reinstatements, ticket issues and
// capacity changes on ONE event from 50 concurrent clients, spread over two app instances (two
// replicas, so saves race across processes too). Afterwards the counters equal what the domain
// counts from the stored rows, and no observation ever saw more places taken than the capacity.
const CLIENTS = 50;
const HOST_CLIENTS = 6;
const OPS_PER_HOST_CLIENT = 12;

/** mulberry32: a small seeded generator, so a failing run can be replayed with PLACES_SEED. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('event places under concurrent clients', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let host: SignedUpUser;
  const seed = Number(process.env.PLACES_SEED ?? Date.now() % 1_000_000);

  beforeAll(async () => {
    [replicaA, replicaB] = await Promise.all([createTestApp(), createTestApp()]);
    host = await signUp(replicaA);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([replicaA.close(), replicaB.close()]);
  });

  it(`keeps the counters equal to the rows and within the capacity (seed ${seed})`, async () => {
    const next = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const event = await createEvent(host.agent, {
      title: 'Places race',
      unlimitedSpots: false,
      maxCapacity: 30,
    });
    const guests = await Promise.all(
      Array.from({ length: CLIENTS - HOST_CLIENTS }, (_, i) => signUp(i % 2 ? replicaB : replicaA)),
    );
    // Host clients: the host's sessions on both replicas.
    const hostAgents: Agent[] = await Promise.all(
      Array.from({ length: HOST_CLIENTS }, (_, i) => logIn(i % 2 ? replicaB : replicaA, host)),
    );
    const rsvpIds: string[] = [];
    const unexpected: string[] = [];
    const expectStatus = (
      what: string,
      res: { status: number; body: { code?: string } },
      allowed: number[],
    ) => {
      if (!allowed.includes(res.status)) unexpected.push(`${what}: ${res.status} ${res.body.code ?? ''}`);
    };

    // Watches the stored capacity and places in one statement (one snapshot) while the clients run.
    const observations: { places: number; capacity: number | null }[] = [];
    let running = true;
    const watcher = (async () => {
      const connection = replicaA.orm.em.getConnection();
      while (running) {
        const [row] = await connection.execute<{ places: number; capacity: number | null }[]>(
          `select coalesce(p.places_taken, 0) as places,
             case when e.unlimited_spots then null else e.max_capacity end as capacity
           from events e left join event_places p on p.event_id = e.id where e.id = ?`,
          [event.id],
        );
        observations.push(row);
      }
    })();

    const guestClient = async (guest: SignedUpUser) => {
      const res = await guest.agent
        .post(`/api/events/${event.slug}/rsvp`)
        .send({ response: next() < 0.8 ? 'going' : 'maybe', plusOnes: Math.floor(next() * 4) });
      expectStatus('rsvp', res, [201, 409]);
      if (res.status === 201) rsvpIds.push(res.body.id);
      else if (res.body.code !== 'RSVP.CAPACITY_REACHED')
        unexpected.push(`rsvp refused with ${res.body.code}`);
    };
    const hostClient = async (agent: Agent) => {
      for (let op = 0; op < OPS_PER_HOST_CLIENT; op += 1) {
        const roll = next();
        if (roll < 0.2) {
          const maxCapacity = 10 + Math.floor(next() * 40);
          const res = await agent
            .put(`/api/events/${event.id}`)
            .send({ title: 'Places race', date: '2030-06-15', unlimitedSpots: false, maxCapacity });
          expectStatus('capacity', res, [200, 400]);
        } else if (rsvpIds.length > 0 && roll < 0.85) {
          const status: RsvpStatus = pick(['declined', 'declined', 'confirmed', 'checked_in']);
          const res = await agent.patch(`/api/rsvps/${pick(rsvpIds)}/status`).send({ status });
          expectStatus('status', res, [200, 409]);
        } else if (rsvpIds.length > 0) {
          const res = await agent
            .post(`/api/events/${event.id}/tickets`)
            .send({ rsvpId: pick(rsvpIds), ticketType: pick(['vip', 'backstage', 'general']) });
          expectStatus('ticket', res, [201, 409]);
        }
      }
    };
    await Promise.all([...guests.map(guestClient), ...hostAgents.map(hostClient)]);
    running = false;
    await watcher;

    expect(unexpected).toEqual([]);
    expect(rsvpIds.length).toBeGreaterThan(0);
    const over = observations.filter((seen) => seen.capacity !== null && seen.places > seen.capacity);
    expect(over).toEqual([]);
    expect(observations.length).toBeGreaterThan(5);

    const connection = replicaA.orm.em.getConnection();
    const rsvps = await connection.execute<
      { response: Rsvp['response']; status: RsvpStatus; plus_ones: number }[]
    >(`select response, status, plus_ones from rsvps where event_id = ?`, [event.id]);
    const tickets = await connection.execute<{ ticket_type: Ticket['type'] }[]>(
      `select ticket_type from tickets where event_id = ?`,
      [event.id],
    );
    const counted = countPlaces(
      [],
      tickets.map((row) => ({ type: row.ticket_type }) as Ticket),
    );
    expect(await storedPlaces(replicaA, event.id)).toEqual({
      placesTaken: headcountOf(rsvps.map((row) => ({ ...row, plusOnes: row.plus_ones }))),
      ticketsIssued: counted.ticketsIssued,
      partiesWaiting: partiesWaitingIn(rsvps),
    });
  }, 120_000);
});
