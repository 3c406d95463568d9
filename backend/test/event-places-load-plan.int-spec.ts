import { toNumberedPlaceholders } from '../src/platform/database/sql-client';
import { placesLoadSql } from '../src/modules/rsvps/persistence/sql-event-places.store';
import { ownDatabase } from './support/own-database';
import { onServer } from './support/test-database';

// Every places command (an RSVP, a cancellation, an offer's answer) starts with this load: it must
// find its RSVPs by index, never by reading the whole rsvps table (it did, 130 ms a command on the
// benchmark's 200,000 RSVPs, when its subjects were joined on a disjunction). With sequential scans
// priced out, a plan that must read rsvps whole walks an index with no condition (a Filter only).
// Planned on a database of its own holding 20,000 RSVPs with their tickets, analysed: on a few dozen rows (whatever
// other suites left) reading the table whole is the planner's right choice, and no sign of a bug.
describe('the places load', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    own = await ownDatabase();
    await onServer(own.databaseUrl, async (client) => {
      await client.query(`
        insert into users (id, username, first_name, last_name, email, password_hash, created_at)
        select gen_random_uuid(), 'plan_user_' || i, 'Plan', 'User', 'plan' || i || '@example.com', 'x', now()
        from generate_series(1, 200) as i`);
      await client.query(`
        insert into events (id, slug, title, host_id, starts_at, time_zone, location_reveal, is_draft,
          is_published, created_at, updated_at)
        select gen_random_uuid(), 'plan-night-' || i, 'Plan Night ' || i,
          (select id from users order by username limit 1), now() + make_interval(days => i), 'UTC',
          '{"mode": "public", "hoursBefore": null}', false, true, now(), now()
        from generate_series(1, 100) as i`);
      await client.query(`
        insert into rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
        select gen_random_uuid(), e.id, u.id, 'Plan Guest', 'going', 0, 'confirmed', now()
        from events e cross join users u`);
      await client.query(`
        insert into tickets (id, event_id, rsvp_id, ticket_type, issued_at)
        select gen_random_uuid(), r.event_id, r.id, 'general', now() from rsvps r`);
      await client.query('analyze');
    });
  });

  afterAll(async () => {
    await own.drop();
  });

  it.each([
    ['an RSVP by user', [[crypto.randomUUID()], [], [], [], [], false, [], [], [], false]],
    [
      'an RSVP by id, an offer, a +1 link',
      [
        [],
        [crypto.randomUUID()],
        [crypto.randomUUID()],
        ['code'],
        [crypto.randomUUID()],
        false,
        [crypto.randomUUID()],
        ['code'],
        [crypto.randomUUID()],
        false,
      ],
    ],
    ['the unreconfirmed and the waiting parties', [[], [], [], [], [], true, [], [], [], true]],
  ])('reads no table of RSVPs whole: %s', async (_, subjects) => {
    const plan = await onServer(own.databaseUrl, async (client) => {
      await client.query('set enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${toNumberedPlaceholders(placesLoadSql('e.id = ?::uuid'))}`,
        [crypto.randomUUID(), ...subjects],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(wholeScans(plan, ['rsvps', 'tickets'])).toEqual([]);
    expect(plan).toMatch(/Scan .*on rsvps/);
  });
});

/** The plan's scans of these tables that read them whole: sequential, or with no index condition. */
function wholeScans(plan: string, tables: string[]): string[] {
  const lines = plan.split('\n');
  const scan = new RegExp(
    `(Seq|Index|Index Only|Bitmap Heap) Scan (using \\S+ )?on (${tables.join('|')})\\b`,
  );
  return lines.flatMap((line, i) => {
    const match = scan.exec(line);
    if (!match) return [];
    if (match[1] === 'Seq') return [line.trim()];
    // The node's own details, up to its first child node.
    const details = [];
    for (const next of lines.slice(i + 1)) {
      if (next.trim().startsWith('->')) break;
      details.push(next);
    }
    return details.some((detail) => /(Index|Recheck) Cond:/.test(detail)) ? [] : [line.trim()];
  });
}
