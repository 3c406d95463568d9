import { toNumberedPlaceholders } from '../src/platform/database/sql-client';
import { placesLoadSql } from '../src/modules/rsvps/persistence/sql-event-places.store';
import { onServer } from './support/test-database';

// Every places command (an RSVP, a cancellation, an offer's answer) starts with this load: it must
// find its RSVPs by index, never by reading the whole rsvps table (it did, 130 ms a command on the
// benchmark's 200,000 RSVPs, when its subjects were joined on a disjunction). With sequential scans
// priced out, a plan that must read rsvps whole walks an index with no condition (a Filter only).
describe('the places load', () => {
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
    const plan = await onServer(process.env.DATABASE_URL!, async (client) => {
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
