import { uuidArray } from '../../src/platform/database/sql-values';
import { RECOUNT_PLACES_SQL } from '../../src/modules/rsvps/persistence/places.sql';
import type { TestApp } from './create-test-app';

/**
 * Recounts the places of events whose RSVPs or tickets a test wrote with SQL (bypassing
 * EventPlaces), as the seeds do: the counters then match the rows.
 */
export async function recountPlaces(t: TestApp, eventIds: string[]): Promise<void> {
  await t.orm.em.getConnection().execute(RECOUNT_PLACES_SQL, [uuidArray(eventIds)], 'run');
}

/** The event's stored counters (zeros for an event without a places row yet). */
export async function storedPlaces(
  t: TestApp,
  eventId: string,
): Promise<{ placesTaken: number; ticketsIssued: Record<string, number>; partiesWaiting: number }> {
  const [row] = await t.orm.em
    .getConnection()
    .execute<{ places_taken: number; tickets_issued: Record<string, number>; parties_waiting: number }[]>(
      `select places_taken, tickets_issued, parties_waiting from event_places where event_id = ?`,
      [eventId],
    );
  return {
    placesTaken: row?.places_taken ?? 0,
    ticketsIssued: row?.tickets_issued ?? {},
    partiesWaiting: row?.parties_waiting ?? 0,
  };
}
