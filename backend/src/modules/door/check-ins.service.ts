import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  checkInListCsv,
  checkInNotFoundError,
  MarkNotCheckedInUseCase,
  notOverridableError,
  validateOverrideReason,
  type DoorOverride,
  doorStats,
  err,
  slugify,
  supervisorOnlyError,
  judgeScan,
  MarkCheckedInUseCase,
  ok,
  readTicketCode,
  scannedTicketId,
  validateScanBatch,
  type Clock,
  type DoorStats,
  type DoorTicket,
  type Result,
  type ScanInput,
  type ScanVerdict,
  type TicketType,
} from '@nightlife/domain';
import { SqlClient } from '../../platform/database/sql-client';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import { SqlEventAccess } from '../event-access';
import { gateDoor, type DoorCaller } from './door-access';
import { DoorKeyRing } from './door-key-ring';
import { doorTicketOfRow, type DoorTicketRow } from './door-ticket-row';

export interface ScanResultView {
  scanId: string;
  verdict: ScanVerdict;
  reason: string | null;
  ticketId: string | null;
  guestName: string | null;
  partySize: number | null;
  /** How many of the party this scan let in. */
  admitted: number;
  /** How many of the party are in so far. */
  arrived: number;
  /** The ticket's first entry: when and at which door (for ALREADY IN). */
  firstEntry: { at: string; deviceId: string } | null;
}

/** What a door device keeps of a guest: no email or phone number ever leaves for the device. */
export interface DoorGuestView {
  ticketId: string;
  name: string;
  partySize: number;
  tier: TicketType;
  version: number;
  arrived: number;
  /** Of the party, how many are inside now (came, or came back, and did not leave). */
  inside: number;
  firstEntry: { at: string; deviceId: string } | null;
}

export interface DoorGuestListView {
  eventTitle: string;
  startsAt: string;
  allowReentry: boolean;
  guests: DoorGuestView[];
}

export interface DoorStatsView extends DoorStats {
  doors: { deviceId: string; arrived: number; exited: number; reentered: number }[];
}

interface TicketRow extends DoorTicketRow {
  guest_name: string;
}

const TICKETS_SQL = `select r.id, r.event_id, r.response, r.status, r.plus_ones, r.ticket_version, r.guest_name,
    t.ticket_type
  from rsvps r left join tickets t on t.rsvp_id = r.id
  where r.event_id = ?::uuid and r.id = any(?::uuid[])`;

// A scan the door refuses: kept with its verdict, once (a replay answers the first).
const REFUSED_SQL = `insert into door_scans (event_id, scan_id, ticket_id, device_id, kind, count, scanned_at,
    received_at, verdict, reason)
  values (?::uuid, ?, ?::uuid, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`;

// How a kept scan moves the ticket's people inside, besides the seats of first entries: a re-entry
// or a supervisor's admission lets its people in (unless undone), an exit lets them out.
const MOVED = (scan: string) => `case
    when ${scan}.verdict = 'exited' then -${scan}.count
    when (${scan}.reentry or ${scan}.override = 'admitted') and ${scan}.override is distinct from 'undone'
      then ${scan}.admitted
    else 0 end`;

/** How many of a ticket's party are inside: its seats, and what its scans moved. */
const INSIDE = (ticket: string) => `((select count(*) from door_entries where ticket_id = ${ticket})
    + (select coalesce(sum(${MOVED('m')}), 0) from door_scans m where m.ticket_id = ${ticket}))`;

// An entry takes the ticket's lowest free seats, up to the scan's count; the primary key on
// (ticket, seat) makes a second door's entry of the same person conflict, so the first entry wins
// and the other is a duplicate. With every seat taken, an event that allows re-entry lets back in
// as many of the party as are not inside (a re-entry takes no seat). A scan id already kept takes
// nothing and changes nothing.
const ENTRY_SQL = `
  with prior as (select 1 from door_scans where event_id = ?::uuid and scan_id = ?),
  free as (
    select s as seat from generate_series(1, ?::int) s
    where not exists (select 1 from prior)
      and not exists (select 1 from door_entries e where e.ticket_id = ?::uuid and e.seat = s)
    order by s limit ?::int
  ),
  seats as (
    insert into door_entries (ticket_id, seat, event_id, scan_id, device_id, entered_at)
    select ?::uuid, seat, ?::uuid, ?, ?, ? from free
    on conflict do nothing
    returning seat
  ),
  outcome as (
    select (select count(*) from seats) as seated,
      (select count(*) from seats) = 0 and ?::boolean and ?::int - ${INSIDE('?::uuid')} >= ?::int as back
  )
  insert into door_scans (event_id, scan_id, ticket_id, device_id, kind, count, scanned_at, received_at,
    verdict, admitted, reentry)
  select ?::uuid, ?, ?::uuid, ?, 'entry', ?, ?, ?,
    case when seated > 0 or back then 'admitted' else 'duplicate' end,
    case when back then ?::int else seated end,
    back
  from outcome
  where not exists (select 1 from prior)
  on conflict do nothing`;

// An exit of someone inside.
const EXIT_SQL = `
  insert into door_scans (event_id, scan_id, ticket_id, device_id, kind, count, scanned_at, received_at,
    verdict, reason)
  select ?::uuid, ?, ?::uuid, ?, 'exit', ?, ?, ?, v.verdict, case when v.verdict = 'invalid' then 'Not inside' end
  from (select case when ${INSIDE('?::uuid')} >= ?::int then 'exited' else 'invalid' end as verdict) as v
  on conflict do nothing`;

// The door's entries are the record of who came in: an RSVP with an entry that is not checked in
// was admitted by a batch the API did not finish (killed between the scans and the RSVPs' move).
const STRANDED_SQL = `select distinct e.ticket_id from door_entries e join rsvps r on r.id = e.ticket_id
  where e.event_id = ?::uuid and r.status = 'confirmed' limit 1000`;

const RESULTS_SQL = `select s.scan_id, s.verdict, s.reason, s.admitted, s.ticket_id, r.guest_name,
    (select count(*)::int from door_entries e where e.ticket_id = s.ticket_id) as arrived,
    (select json_build_object('at', e.entered_at, 'deviceId', e.device_id) from door_entries e
      where e.ticket_id = s.ticket_id order by e.entered_at, e.seat limit 1) as first_entry
  from door_scans s left join rsvps r on r.id = s.ticket_id
  where s.event_id = ?::uuid and s.scan_id = any(?::text[])`;

const GUESTS_SQL = `select r.id, r.event_id, r.response, r.status, r.plus_ones, r.ticket_version, r.guest_name,
    t.ticket_type, (select count(*)::int from door_entries e where e.ticket_id = r.id) as arrived,
    ${INSIDE('r.id')}::int as inside,
    (select json_build_object('at', e.entered_at, 'deviceId', e.device_id) from door_entries e
      where e.ticket_id = r.id order by e.entered_at, e.seat limit 1) as first_entry
  from rsvps r left join tickets t on t.rsvp_id = r.id
  where r.event_id = ?::uuid
  order by lower(r.guest_name), r.id`;

// Per door: first entries (seats) and a supervisor's admissions arrive; re-entries come back.
const STATS_SQL = `select
    (select coalesce(places_taken, 0) from event_places where event_id = ?::uuid) as expected,
    (select coalesce(json_agg(d), '[]') from (
      select coalesce(e.device_id, x.device_id) as "deviceId",
        (coalesce(e.arrived, 0) + coalesce(x.overridden, 0))::int as arrived,
        coalesce(x.exited, 0)::int as exited, coalesce(x.reentered, 0)::int as reentered
      from (select device_id, count(*) as arrived from door_entries where event_id = ?::uuid group by device_id) e
      full join (select device_id,
          sum(case when verdict = 'exited' then count else 0 end) as exited,
          sum(case when reentry and override is null then admitted else 0 end) as reentered,
          sum(case when override = 'admitted' then admitted else 0 end) as overridden
        from door_scans where event_id = ?::uuid group by device_id) x
        on x.device_id = e.device_id
      where coalesce(e.arrived, 0) + coalesce(x.exited, 0) + coalesce(x.reentered, 0) + coalesce(x.overridden, 0) > 0
      order by 1) d) as doors`;

// A supervisor's override, kept on its scan with who, why and when; an undone entry gives back
// its seats. Each only once, and only on the scans it applies to.
const UNDO_SQL = `
  with target as (
    select scan_id, ticket_id from door_scans
    where event_id = ?::uuid and scan_id = ? and kind = 'entry' and verdict = 'admitted' and override is null
    for update
  ),
  freed as (
    delete from door_entries e using target where e.scan_id = target.scan_id and e.ticket_id = target.ticket_id
  )
  update door_scans s set override = 'undone', override_by = ?, override_reason = ?, override_at = ?
  from target where s.event_id = ?::uuid and s.scan_id = target.scan_id
  returning s.ticket_id,
    (select count(*)::int from door_entries e where e.ticket_id = s.ticket_id and e.scan_id <> s.scan_id) as seats_left`;

const ADMIT_SQL = `
  update door_scans set override = 'admitted', admitted = count, override_by = ?, override_reason = ?, override_at = ?
  where event_id = ?::uuid and scan_id = ? and kind = 'entry' and ticket_id is not null
    and verdict in ('duplicate', 'invalid', 'revoked') and override is null
  returning ticket_id`;

/** Check-ins at the door (issue 19 §4, ADR 0031): batches of scans in, a verdict for each out. */
@Injectable()
export class CheckInsService {
  private readonly verifyingKeys = new Map<string, KeyObject>();

  constructor(
    private readonly events: SqlEventAccess,
    private readonly keyRing: DoorKeyRing,
    private readonly sql: SqlClient,
    private readonly markCheckedIn: MarkCheckedInUseCase,
    private readonly markNotCheckedIn: MarkNotCheckedInUseCase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(eventId: string, caller: DoorCaller, scans: unknown): Promise<Result<ScanResultView[]>> {
    const gated = await gateDoor(this.events, eventId, caller);
    if (!gated.ok) return gated;
    const batch = validateScanBatch(scans);
    if (!batch.ok) return batch;
    const receivedAt = this.clock.now();
    const tickets = await this.ticketsOf(eventId, batch.value);
    const keys = await this.keyRing.publicKeys(eventId);
    const [{ allow_reentry: reentry }] = await this.sql.query<{ allow_reentry: boolean }>(
      'select allow_reentry from events where id = ?::uuid',
      [eventId],
    );
    // The earliest scan of a batch enters first.
    const ordered = [...batch.value].sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
    for (const scan of ordered) {
      const ticketId = scannedTicketId(scan);
      const ticket = (ticketId && tickets.get(ticketId)) || null;
      const read = scan.code ? readTicketCode(scan.code) : null;
      const key = read && keys.find((k) => k.kid === read.payload.kid);
      const judged = judgeScan(scan, {
        eventId,
        read,
        signed: !!read && !!key && verify(null, read.signed, this.verifyingKey(key), read.signature),
        ticket,
      });
      const known = ticket?.ticketId ?? (ticketId && tickets.has(ticketId) ? ticketId : null);
      const common = [scan.deviceId, scan.count, scan.scannedAt, receivedAt] as const;
      if (!judged.ok) {
        await this.sql.query(REFUSED_SQL, [
          eventId,
          scan.scanId,
          known,
          scan.deviceId,
          scan.kind,
          scan.count,
          scan.scannedAt,
          receivedAt,
          judged.error.verdict,
          judged.error.reason,
        ]);
      } else if (scan.kind === 'entry') {
        const t = judged.value.ticketId;
        await this.sql.query(ENTRY_SQL, [
          eventId,
          scan.scanId,
          judged.value.party,
          t,
          scan.count,
          t,
          eventId,
          scan.scanId,
          scan.deviceId,
          scan.scannedAt,
          reentry,
          judged.value.party,
          t,
          t,
          scan.count,
          eventId,
          scan.scanId,
          t,
          ...common,
          scan.count,
        ]);
      } else {
        const t = judged.value.ticketId;
        await this.sql.query(EXIT_SQL, [eventId, scan.scanId, t, ...common, t, t, scan.count]);
      }
    }
    const results = await this.results(eventId, batch.value, tickets);
    // Also those a batch cut short by a crash left in (their scans kept, the RSVP not moved yet).
    const stranded = await this.sql.query<{ ticket_id: string }>(STRANDED_SQL, [eventId]);
    await this.markCheckedIn.execute(eventId, [
      ...new Set([
        ...results.filter((r) => r.verdict === 'admitted').map((r) => r.ticketId!),
        ...stranded.map((row) => row.ticket_id),
      ]),
    ]);
    return ok(results);
  }

  /** The guests with a door ticket now, for a door device to keep and search offline. */
  async guests(eventId: string, caller: DoorCaller): Promise<Result<DoorGuestListView>> {
    const gated = await gateDoor(this.events, eventId, caller);
    if (!gated.ok) return gated;
    const rows = await this.sql.query<
      TicketRow & { arrived: number; inside: number; first_entry: EntryJson | null }
    >(GUESTS_SQL, [eventId]);
    const guests = rows.flatMap((row) => {
      const ticket = doorTicketOfRow(row);
      if (ticket === null) return [];
      return [
        {
          ticketId: ticket.ticketId,
          name: row.guest_name,
          partySize: ticket.party,
          tier: ticket.tier,
          version: ticket.version,
          arrived: row.arrived,
          inside: Math.max(0, row.inside),
          firstEntry: toFirstEntry(row.first_entry),
        },
      ];
    });
    const event = gated.value;
    const [{ allow_reentry: allowReentry }] = await this.sql.query<{ allow_reentry: boolean }>(
      'select allow_reentry from events where id = ?::uuid',
      [eventId],
    );
    return ok({ eventTitle: event.title, startsAt: event.startsAt.toISOString(), allowReentry, guests });
  }

  /** The check-in list as CSV, for the host and supervisor passes. */
  async checkInCsv(eventId: string, caller: DoorCaller): Promise<Result<{ fileName: string; csv: string }>> {
    if (caller.kind === 'pass' && caller.pass.role !== 'supervisor') return err(supervisorOnlyError());
    const list = await this.guests(eventId, caller);
    if (!list.ok) return list;
    return ok({
      fileName: `${slugify(list.value.eventTitle) || 'event'}-check-ins.csv`,
      csv: checkInListCsv(list.value.guests),
    });
  }

  /**
   * A supervisor (or the host) undoes an admitted entry, or admits a refused one anyway, saying
   * why; answers the scan as it now stands.
   */
  async override(
    eventId: string,
    scanId: string,
    caller: DoorCaller,
    kind: DoorOverride,
    reason: unknown,
  ): Promise<Result<ScanResultView>> {
    if (caller.kind === 'pass' && caller.pass.role !== 'supervisor') return err(supervisorOnlyError());
    const gated = await gateDoor(this.events, eventId, caller);
    if (!gated.ok) return gated;
    const why = validateOverrideReason(reason);
    if (!why.ok) return why;
    const [kept] = await this.sql.query<{ scan_id: string }>(
      'select scan_id from door_scans where event_id = ?::uuid and scan_id = ?',
      [eventId, scanId],
    );
    if (!kept) return err(checkInNotFoundError());
    const by = await this.nameOf(caller);
    const now = this.clock.now();
    if (kind === 'undo') {
      const [undone] = await this.sql.query<{ ticket_id: string; seats_left: number }>(UNDO_SQL, [
        eventId,
        scanId,
        by,
        why.value,
        now,
        eventId,
      ]);
      if (!undone) return err(notOverridableError(kind));
      if (undone.seats_left === 0) await this.markNotCheckedIn.execute(eventId, undone.ticket_id);
    } else {
      const [admitted] = await this.sql.query<{ ticket_id: string }>(ADMIT_SQL, [
        by,
        why.value,
        now,
        eventId,
        scanId,
      ]);
      if (!admitted) return err(notOverridableError(kind));
      await this.markCheckedIn.execute(eventId, [admitted.ticket_id]);
    }
    const [view] = await this.results(eventId, [{ scanId }], new Map());
    return ok(view!);
  }

  /** Who made an override, as the record names them: the pass, or the host's username. */
  private async nameOf(caller: DoorCaller): Promise<string> {
    if (caller.kind === 'pass') return `${caller.pass.name} (door pass)`;
    const [user] = await this.sql.query<{ username: string }>(
      'select username from users where id = ?::uuid',
      [caller.userId],
    );
    return user?.username ?? 'host';
  }

  async stats(eventId: string, caller: DoorCaller): Promise<Result<DoorStatsView>> {
    const gated = await gateDoor(this.events, eventId, caller);
    if (!gated.ok) return gated;
    const [row] = await this.sql.query<{ expected: number | null; doors: DoorStatsView['doors'] }>(
      STATS_SQL,
      [eventId, eventId, eventId],
    );
    const arrived = row!.doors.reduce((sum, door) => sum + door.arrived, 0);
    const exited = row!.doors.reduce((sum, door) => sum + door.exited, 0);
    const reentered = row!.doors.reduce((sum, door) => sum + door.reentered, 0);
    return ok({
      ...doorStats({ arrived, exited, reentered, expected: row!.expected ?? 0 }),
      doors: row!.doors,
    });
  }

  /** The door tickets, as they are now, of the RSVPs of this event the scans name. */
  private async ticketsOf(
    eventId: string,
    scans: readonly ScanInput[],
  ): Promise<Map<string, DoorTicket | null>> {
    const ids = [...new Set(scans.map(scannedTicketId).filter((id): id is string => id !== null))];
    const rows = await this.sql.query<TicketRow>(TICKETS_SQL, [eventId, ids]);
    return new Map(rows.map((row) => [row.id, doorTicketOfRow(row)]));
  }

  private async results(
    eventId: string,
    scans: readonly Pick<ScanInput, 'scanId'>[],
    tickets: Map<string, DoorTicket | null>,
  ): Promise<ScanResultView[]> {
    const rows = await this.sql.query<{
      scan_id: string;
      verdict: ScanVerdict;
      reason: string | null;
      admitted: number;
      ticket_id: string | null;
      guest_name: string | null;
      arrived: number;
      first_entry: EntryJson | null;
    }>(RESULTS_SQL, [eventId, scans.map((scan) => scan.scanId)]);
    const byId = new Map(rows.map((row) => [row.scan_id, row]));
    return scans.map((scan) => {
      const row = byId.get(scan.scanId)!;
      const ticket = row.ticket_id ? tickets.get(row.ticket_id) : null;
      return {
        scanId: scan.scanId,
        verdict: row.verdict,
        reason: row.reason,
        ticketId: row.ticket_id,
        guestName: row.guest_name,
        partySize: ticket?.party ?? null,
        admitted: row.admitted,
        arrived: row.arrived,
        firstEntry: row.first_entry && {
          at: new Date(row.first_entry.at).toISOString(),
          deviceId: row.first_entry.deviceId,
        },
      };
    });
  }

  private verifyingKey(key: { kid: string; publicKey: string }): KeyObject {
    let object = this.verifyingKeys.get(key.kid);
    if (!object) {
      object = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey }, format: 'jwk' });
      this.verifyingKeys.set(key.kid, object);
    }
    return object;
  }
}

/** A first entry as json_build_object hands it over (its time in PostgreSQL's text form). */
interface EntryJson {
  at: string;
  deviceId: string;
}

function toFirstEntry(entry: EntryJson | null): { at: string; deviceId: string } | null {
  return entry && { at: new Date(entry.at).toISOString(), deviceId: entry.deviceId };
}
