import { eventStatus, uuidv7 } from '@nightlife/domain';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import type { EventListStatusFilter } from '@nightlife/domain';
import { EventViewsQuery } from '../src/modules/events/persistence/event-views.query';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow as sharedEventRow } from './support/event-rows';

// A fixed "now" for the list query: 10:30 UTC on the day New York moves its clocks forward,
// so the 48 h around it hold a DST change as well as every zone's midnight.
const NOW = new Date('2030-03-10T10:30:00Z');
const MINUTE = 60_000;
const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York', 'Asia/Kolkata'];

interface Seeded {
  id: string;
  slug: string;
  startsAt: Date;
  timeZone: string;
}

function eventRow(event: Seeded, hostId: string) {
  return sharedEventRow({
    ...event,
    hostId,
    location: 'The Mercury Loft, Chicago',
    ageRestriction: null,
    createdAt: NOW,
    updatedAt: NOW,
  });
}

const seeded = (slug: string, startsAt: Date, timeZone: string): Seeded => ({
  id: uuidv7(),
  slug,
  startsAt,
  timeZone,
});

// Cases at local midnights, where the instant alone gives the wrong answer.
const BOUNDARY_CASES = [
  // Kiritimati (UTC+14) is already at 00:30 on 11 March.
  seeded('kiritimati-started-25-min-ago-today', new Date('2030-03-10T10:05:00Z'), 'Pacific/Kiritimati'),
  seeded('kiritimati-started-40-min-ago-yesterday', new Date('2030-03-10T09:50:00Z'), 'Pacific/Kiritimati'),
  // Pago Pago (UTC-11) is still at 23:30 on 9 March: an event that started at 00:30 local,
  // 23 h ago, is still today's (no zone is far enough west for 30 h: a day has at most 25).
  seeded('pago-pago-started-23-h-ago-today', new Date('2030-03-09T11:30:00Z'), 'Pacific/Pago_Pago'),
  seeded('pago-pago-started-23-h-45-ago-yesterday', new Date('2030-03-09T10:45:00Z'), 'Pacific/Pago_Pago'),
];

// Every zone at the same instants, 97 minutes apart from 65 h before now to 65 h after it:
// each instant is a five-way tie on starts_at, so the id tie-break is exercised too.
const SWEEP = Array.from({ length: 81 }, (_, step) =>
  ZONES.map((zone) =>
    seeded(
      `sweep-${step}-${zone.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      new Date(NOW.getTime() + (step - 40) * 97 * MINUTE),
      zone,
    ),
  ),
).flat();

const ALL = [...BOUNDARY_CASES, ...SWEEP];
const isPast = (event: Seeded) => eventStatus(event, NOW) === 'past';
const byId = (a: Seeded, b: Seeded) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const UPCOMING = ALL.filter((e) => !isPast(e))
  .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || byId(a, b))
  .map((e) => e.slug);
const PAST = ALL.filter(isPast)
  .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || byId(a, b))
  .map((e) => e.slug);
const EXPECTED: Record<EventListStatusFilter, string[]> = {
  all: [...UPCOMING, ...PAST],
  upcoming: UPCOMING,
  past: PAST,
};

describe('events list status around local midnights (domain eventStatus is the reference)', () => {
  let t: TestApp;
  let query: EventViewsQuery;

  const list = (status: EventListStatusFilter, page: number, limit: number) =>
    query.listPublished({ page, limit, viewerId: null, now: NOW, q: '', status });

  beforeAll(async () => {
    t = await createTestApp();
    // This suite owns the events table for its run, like the other events suites.
    await t.orm.em.fork().execute('delete from events');
    const signup = await t
      .request()
      .post('/api/signup')
      .send({
        username: 'status_host',
        firstName: 'Status',
        lastName: 'Host',
        email: 'status_host@example.com',
        password: 'long-enough-pw',
        accountType: 'host',
      })
      .expect(201);
    const em = t.orm.em.fork();
    await em.insertMany(
      EventSchema,
      ALL.map((event) => eventRow(event, signup.body.user.id)),
    );
    query = t.app.get(EventViewsQuery);
  });

  afterAll(async () => {
    await t.orm.em.fork().execute('delete from events');
    await t.close();
  });

  it('keeps an event that started earlier today in its zone upcoming, and one from yesterday past', async () => {
    const { rows } = await list('upcoming', 1, 1000);
    const upcoming = rows.map((row) => row.slug);
    expect(upcoming).toEqual(
      expect.arrayContaining(['kiritimati-started-25-min-ago-today', 'pago-pago-started-23-h-ago-today']),
    );
    expect(upcoming).not.toContain('kiritimati-started-40-min-ago-yesterday');
    expect(upcoming).not.toContain('pago-pago-started-23-h-45-ago-yesterday');
  });

  it.each<EventListStatusFilter>(['all', 'upcoming', 'past'])(
    'lists %s events in the order and counts the domain gives',
    async (status) => {
      const { rows, counts } = await list(status, 1, 1000);
      expect(rows.map((row) => row.slug)).toEqual(EXPECTED[status]);
      expect(counts).toEqual({ all: ALL.length, upcoming: UPCOMING.length, past: PAST.length });
    },
  );

  it.each<EventListStatusFilter>(['all', 'upcoming', 'past'])(
    'pages through %s events without gaps or repeats, across the upcoming/past seam',
    async (status) => {
      const limit = 7;
      const pages = Math.ceil(EXPECTED[status].length / limit) + 1;
      const slugs: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const { rows, counts } = await list(status, page, limit);
        expect(counts.all).toBe(ALL.length);
        slugs.push(...rows.map((row) => row.slug));
      }
      expect(slugs).toEqual(EXPECTED[status]);
    },
  );
});
