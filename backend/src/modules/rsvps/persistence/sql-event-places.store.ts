import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  EventPlaces,
  NO_TICKETS,
  emailRsvpNoticeJob,
  fanOutWebhookChangeJob,
  rsvpWebhookChanges,
  offerFreedPlacesJob,
  type EventPlacesStore,
  type WaitlistOffer,
  type PlacesChanges,
  type PlacesRef,
  type PlacesSnapshot,
  type PlacesSubjects,
  type PlusOneInvitation,
  type Ticket,
  type TicketType,
  type WebhookChange,
} from '@nightlife/domain';
import { SqlClient } from '../../../platform/database/sql-client';
import { toDate } from '../../../platform/database/sql-values';
import { toRsvp, type RsvpRow } from './rsvp.mapper';
import { placesLeftSql, UNLIMITED_PLACES } from './places.sql';
import { hasActiveWebhookSql } from '../../webhooks';

interface PendingCommand {
  subjects: PlacesSubjects;
  run: (places: EventPlaces) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface TicketRow {
  id: string;
  event_id: string;
  rsvp_id: string;
  ticket_type: TicketType;
  issued_at: string;
}

interface OfferRow {
  id: string;
  event_id: string;
  rsvp_id: string;
  places: number;
  offered_at: string;
  expires_at: string;
  outcome: WaitlistOffer['outcome'];
  decided_at: string | null;
}

interface InvitationRow {
  id: string;
  event_id: string;
  rsvp_id: string;
  code: string;
  created_at: string;
  claimed_rsvp_id: string | null;
  claimed_at: string | null;
  withdrawn_at: string | null;
}

interface PlacesRow {
  id: string;
  host_id: string;
  starts_at: Date | string;
  time_zone: string;
  is_draft: boolean;
  is_published: boolean;
  is_private: boolean;
  invite_code: string | null;
  max_capacity: number | null;
  unlimited_spots: boolean;
  require_approval: boolean;
  waitlist: boolean;
  waitlist_offer_hours: number;
  reconfirm: boolean;
  reconfirm_ask_hours: number;
  reconfirm_deadline_hours: number;
  allow_guest_invites: boolean;
  places_taken: number;
  parties_waiting: number;
  tickets_issued: Partial<Record<TicketType, number>>;
  /** bigint, as the driver hands it over. */
  version: string;
  subjects: { rsvp: RsvpRow; ticket: TicketRow | null }[];
  offers: OfferRow[];
  invitations: InvitationRow[];
  /** null when the command did not ask for them. */
  waiting: RsvpRow[] | null;
}

// A save that keeps losing races to other processes (each loss means another save of this event
// succeeded) is given up after this many attempts, as a fault.
const MAX_ATTEMPTS = 50;

const REF_CONDITIONS = {
  eventId: 'e.id = ?::uuid',
  slug: 'e.slug = ?',
  rsvpId: 'e.id = (select event_id from rsvps where id = ?::uuid)',
  offerId: 'e.id = (select event_id from waitlist_offers where id = ?::uuid)',
  invitationCode: 'e.id = (select event_id from plus_one_invitations where code = ?)',
} as const;

// One statement, so one snapshot: the event, its counters and the commands' RSVPs with their
// tickets. RSVPs are loaded by user for this event, or by id (for any event: EventPlaces ignores
// the RSVPs of other events), or as the RSVP of an offer or the inviter of a +1 link named; offers
// and links: those named, and the open ones of the loaded RSVPs. The waiting parties an offer round may pick from (asked for by a flag):
// of each party size, the first free / size in queue order (waitlist.candidatesOfSize: enough for
// the domain's walk over the whole queue), free being the places left as loaded (every waiting
// party when nothing limits them: UNLIMITED_PLACES). The subjects are
// each found by an index (one branch per way of naming them): joined on a disjunction of them, the
// RSVPs were scanned whole (130 ms on 200,000 rows, for every command).
export const placesLoadSql = (refCondition: string) => `
  with ev as materialized (
    select e.id, e.host_id, e.starts_at, e.time_zone, e.is_draft, e.is_published, e.is_private, e.invite_code,
      e.max_capacity,
      e.unlimited_spots, e.require_approval, e.waitlist, e.waitlist_offer_hours, e.reconfirm,
      e.reconfirm_ask_hours, e.reconfirm_deadline_hours, e.allow_guest_invites,
      coalesce(p.places_taken, 0) as places_taken,
      coalesce(p.parties_waiting, 0) as parties_waiting,
      coalesce(p.tickets_issued, '{}'::jsonb) as tickets_issued,
      coalesce(p.version, 0) as version
    from events e left join event_places p on p.event_id = e.id
    where ${refCondition}
  ),
  subject as materialized (
    select r.id, row_to_json(r) as rsvp, row_to_json(t) as ticket
    from rsvps r left join tickets t on t.rsvp_id = r.id
    where exists (select 1 from ev) and r.id in (
      select r.id from rsvps r where r.event_id = (select id from ev) and r.user_id = any(?::uuid[])
      union all select unnest(?::uuid[])
      union all select o.rsvp_id from waitlist_offers o where o.id = any(?::uuid[])
      union all select i.rsvp_id from plus_one_invitations i where i.code = any(?::text[]) or i.id = any(?::uuid[])
      union all select r.id from rsvps r where ?::boolean and r.event_id = (select id from ev)
        and r.status = 'confirmed' and r.reconfirmed_at is null
    )
  )
  select ev.*,
    (select coalesce(json_agg(json_build_object('rsvp', s.rsvp, 'ticket', s.ticket)), '[]') from subject s)
      as subjects,
    (select coalesce(json_agg(row_to_json(o)), '[]') from waitlist_offers o
      where o.id = any(?::uuid[]) or (o.outcome is null and o.rsvp_id in (select id from subject))) as offers,
    (select coalesce(json_agg(row_to_json(i)), '[]') from plus_one_invitations i
      where i.code = any(?::text[]) or i.id = any(?::uuid[])
        or (i.claimed_at is null and i.withdrawn_at is null and i.rsvp_id in (select id from subject)))
      as invitations,
    case when ?::boolean then (
      select coalesce(json_agg(row_to_json(w)), '[]')
      from (select coalesce(${placesLeftSql('ev')}, ${UNLIMITED_PLACES}) as places) free
      cross join lateral (
        select r.*, row_number() over (partition by r.plus_ones order by r.created_at, r.id) as turn
        from rsvps r
        where r.event_id = ev.id and r.status = 'waitlisted' and 1 + r.plus_ones <= free.places
      ) w where w.turn <= free.places / (1 + w.plus_ones)
    ) end as waiting
  from ev`;

// Each way of naming the event's statement, built once (SqlClient finds a statement's prepared name
// by its text: a text built on every call is hashed on every call).
const PLACES_LOAD_SQL = Object.fromEntries(
  Object.entries(REF_CONDITIONS).map(([kind, condition]) => [kind, placesLoadSql(condition)]),
) as Record<keyof typeof REF_CONDITIONS, string>;

// One statement, so atomic: the counters are written only if their version is still the one
// loaded (an event without a row is at version 0), and every row change only if they were.
// Locks are taken in the order every writer of places follows (users, then events, then
// event_places; see the account eraser and the event update), so none deadlocks with another:
// the new RSVPs' users and the event are key-share locked (as the foreign keys would) before the
// places row. An event deleted meanwhile saves nothing, like a lost race. The guests' notices of
// these changes are inserted with them, each with the outbox job that mails it (same id), and so
// are the changes' webhook fan-out jobs (ADR 0037): a lost race writes none.
const SAVE_SQL = `
  with event as materialized (select id from events where id = ?::uuid for key share),
  guests as materialized (select id from users where id = any(?::uuid[]) for key share),
  saved as (
    insert into event_places as p (event_id, places_taken, tickets_issued, parties_waiting, version)
    select event.id, ?::int, ?::jsonb, ?::int, ?::bigint + 1
    from event cross join (select count(*) from guests) as guests_locked_first
    on conflict (event_id) do update set
      places_taken = excluded.places_taken,
      tickets_issued = excluded.tickets_issued,
      parties_waiting = excluded.parties_waiting,
      version = excluded.version
    where p.version = ?::bigint
    returning p.event_id
  ),
  inserted_rsvps as (
    insert into rsvps (id, event_id, user_id, guest_name, guest_email, response, emoji, message,
      plus_ones, status, created_at, reconfirmed_at, ticket_version)
    select x.id, x.event_id, x.user_id, x.guest_name, x.guest_email, x.response, x.emoji, x.message,
      x.plus_ones, x.status, x.created_at, x.reconfirmed_at, x.ticket_version
    from jsonb_to_recordset(?::jsonb) as x(id uuid, event_id uuid, user_id uuid, guest_name text,
      guest_email text, response text, emoji text, message text, plus_ones smallint, status text,
      created_at timestamptz, reconfirmed_at timestamptz, ticket_version int)
    where exists (select 1 from saved)
  ),
  updated_rsvps as (
    update rsvps r set guest_name = x.guest_name, guest_email = x.guest_email,
      response = x.response, emoji = x.emoji, message = x.message, plus_ones = x.plus_ones,
      status = x.status, created_at = x.created_at, reconfirmed_at = x.reconfirmed_at,
      ticket_version = x.ticket_version
    from jsonb_to_recordset(?::jsonb) as x(id uuid, guest_name text, guest_email text,
      response text, emoji text, message text, plus_ones smallint, status text,
      created_at timestamptz, reconfirmed_at timestamptz, ticket_version int)
    where r.id = x.id and exists (select 1 from saved)
  ),
  inserted_tickets as (
    insert into tickets (id, event_id, rsvp_id, ticket_type, issued_at)
    select x.id, x.event_id, x.rsvp_id, x.ticket_type, x.issued_at
    from jsonb_to_recordset(?::jsonb) as x(id uuid, event_id uuid, rsvp_id uuid, ticket_type text,
      issued_at timestamptz)
    where exists (select 1 from saved)
  ),
  deleted_tickets as (
    delete from tickets t where t.id = any(?::uuid[]) and exists (select 1 from saved)
  ),
  inserted_offers as (
    insert into waitlist_offers (id, event_id, rsvp_id, places, offered_at, expires_at, outcome, decided_at)
    select x.id, x.event_id, x.rsvp_id, x.places, x.offered_at, x.expires_at, x.outcome, x.decided_at
    from jsonb_to_recordset(?::jsonb) as x(id uuid, event_id uuid, rsvp_id uuid, places smallint,
      offered_at timestamptz, expires_at timestamptz, outcome text, decided_at timestamptz)
    where exists (select 1 from saved)
    returning id
  ),
  decided_offers as (
    update waitlist_offers o set outcome = x.outcome, decided_at = x.decided_at
    from jsonb_to_recordset(?::jsonb) as x(id uuid, outcome text, decided_at timestamptz)
    where o.id = x.id and exists (select 1 from saved)
  ),
  inserted_invitations as (
    insert into plus_one_invitations (id, event_id, rsvp_id, code, created_at)
    select x.id, x.event_id, x.rsvp_id, x.code, x.created_at
    from jsonb_to_recordset(?::jsonb) as x(id uuid, event_id uuid, rsvp_id uuid, code text, created_at timestamptz)
    where exists (select 1 from saved)
  ),
  updated_invitations as (
    update plus_one_invitations i set claimed_rsvp_id = x.claimed_rsvp_id, claimed_at = x.claimed_at,
      withdrawn_at = x.withdrawn_at
    from jsonb_to_recordset(?::jsonb) as x(id uuid, claimed_rsvp_id uuid, claimed_at timestamptz,
      withdrawn_at timestamptz)
    where i.id = x.id and exists (select 1 from saved)
  ),
  inserted_notices as (
    insert into rsvp_notices (id, rsvp_id, user_id, event_id, kind, email_status, created_at, offer_id)
    select gen_random_uuid(), x.rsvp_id, x.user_id, x.event_id, x.kind, 'queued', now(), x.offer_id
    from jsonb_to_recordset(?::jsonb) as x(rsvp_id uuid, user_id uuid, event_id uuid, kind text, offer_id uuid)
    where exists (select 1 from saved)
    returning id
  ),
  mailed_notices as (
    insert into job_outbox (id, job_name, payload, created_at, sent_at)
    select id, ?, jsonb_build_object('noticeId', id), now(), null from inserted_notices
  ),
  offer_round as (
    insert into job_outbox (id, job_name, payload, created_at, sent_at)
    select gen_random_uuid(), ?, jsonb_build_object('eventId', saved.event_id), now(), null
    from saved where ?::boolean
  ),
  webhook_changes as (
    insert into job_outbox (id, job_name, payload, created_at, sent_at)
    select (x.change ->> 'changeId')::uuid, ?, x.change, now(), null
    from jsonb_array_elements(?::jsonb) as x(change)
    where exists (select 1 from saved) and ${hasActiveWebhookSql('(select id from event)')}
  )
  select count(*)::int as saved from saved`;

/**
 * The domain's EventPlacesStore on PostgreSQL: a load and a version-checked save, two statements
 * and no transaction held open between them. Commands on one event that arrive while a save of
 * it is under way wait for it and then run together on one load and one save (a ticket drop
 * becomes a few large saves instead of a queue of row locks); a save that lost a race to
 * another process is decided again from a fresh load. ADR 0018.
 */
@Injectable()
export class SqlEventPlacesStore implements EventPlacesStore {
  /** Per event reference: the commands waiting for the batch under way. */
  private readonly waiting = new Map<string, PendingCommand[]>();

  // The raw yardstick (infra/bench) hands it any object with SqlClient's query.
  constructor(private readonly sql: SqlClient) {}

  update<T>(ref: PlacesRef, subjects: PlacesSubjects, command: (places: EventPlaces) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending: PendingCommand = {
        subjects,
        run: command,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const key = JSON.stringify(ref);
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push(pending);
        return;
      }
      this.waiting.set(key, [pending]);
      void this.drain(key, ref);
    });
  }

  private async drain(key: string, ref: PlacesRef): Promise<void> {
    for (;;) {
      const batch = this.waiting.get(key)!;
      if (batch.length === 0) {
        this.waiting.delete(key);
        return;
      }
      this.waiting.set(key, []);
      await this.runBatch(ref, batch);
    }
  }

  private async runBatch(ref: PlacesRef, batch: PendingCommand[]): Promise<void> {
    try {
      const results = await this.decideAndSave(ref, batch);
      batch.forEach((command, i) => command.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      // One command's rows failed the shared save (a user deleted meanwhile, say): each alone,
      // so only that one fails.
      for (const command of batch) await this.runBatch(ref, [command]);
    }
  }

  private async decideAndSave(ref: PlacesRef, batch: PendingCommand[]): Promise<unknown[]> {
    const subjects = {
      userIds: batch.flatMap((command) => command.subjects.userIds ?? []),
      rsvpIds: batch.flatMap((command) => command.subjects.rsvpIds ?? []),
      offerIds: batch.flatMap((command) => command.subjects.offerIds ?? []),
      waitingParties: batch.some((command) => command.subjects.waitingParties === true),
      unreconfirmed: batch.some((command) => command.subjects.unreconfirmed === true),
      invitationCodes: batch.flatMap((command) => command.subjects.invitationCodes ?? []),
      invitationIds: batch.flatMap((command) => command.subjects.invitationIds ?? []),
    };
    for (let attempt = 1; ; attempt += 1) {
      const { snapshot, version } = await this.load(ref, subjects);
      const places = new EventPlaces(snapshot);
      const results = batch.map((command) => command.run(places));
      const changes = places.changes();
      if (snapshot.event === null || changes === null) return results;
      const webhookChanges = rsvpWebhookChanges(
        [...snapshot.rsvps, ...(snapshot.waitingParties ?? [])],
        changes.insertedRsvps,
        changes.updatedRsvps,
        new Date(),
        randomUUID,
      );
      if (await this.save(snapshot.event.id, version, changes, webhookChanges)) return results;
      if (attempt === MAX_ATTEMPTS) {
        throw new Error(
          `The places of event ${snapshot.event.id} changed under ${MAX_ATTEMPTS} saves in a row`,
        );
      }
    }
  }

  private async load(
    ref: PlacesRef,
    subjects: Required<PlacesSubjects>,
  ): Promise<{ snapshot: PlacesSnapshot; version: string }> {
    const [kind, value] = Object.entries(ref)[0] as [keyof typeof REF_CONDITIONS, string];
    const [row] = await this.sql.query<PlacesRow>(PLACES_LOAD_SQL[kind], [
      value,
      subjects.userIds,
      subjects.rsvpIds,
      subjects.offerIds,
      subjects.invitationCodes,
      subjects.invitationIds,
      subjects.unreconfirmed,
      subjects.offerIds,
      subjects.invitationCodes,
      subjects.invitationIds,
      subjects.waitingParties,
    ]);
    if (!row) {
      return {
        snapshot: {
          event: null,
          placesTaken: 0,
          ticketsIssued: NO_TICKETS,
          partiesWaiting: 0,
          rsvps: [],
          tickets: [],
        },
        version: '0',
      };
    }
    return {
      snapshot: {
        event: {
          id: row.id,
          hostId: row.host_id,
          startsAt: toDate(row.starts_at),
          timeZone: row.time_zone,
          isDraft: row.is_draft,
          isPublished: row.is_published,
          isPrivate: row.is_private,
          inviteCode: row.invite_code,
          maxCapacity: row.max_capacity,
          unlimitedSpots: row.unlimited_spots,
          requireApproval: row.require_approval,
          waitlist: row.waitlist,
          waitlistOfferHours: row.waitlist_offer_hours,
          reconfirm: row.reconfirm,
          reconfirmAskHours: row.reconfirm_ask_hours,
          reconfirmDeadlineHours: row.reconfirm_deadline_hours,
          allowGuestInvites: row.allow_guest_invites,
        },
        placesTaken: row.places_taken,
        ticketsIssued: { ...NO_TICKETS, ...row.tickets_issued },
        partiesWaiting: row.parties_waiting,
        rsvps: row.subjects.map(({ rsvp }) => toRsvp(rsvp)),
        tickets: row.subjects.flatMap(({ ticket }) => (ticket ? [toTicket(ticket)] : [])),
        offers: row.offers.map(toOffer),
        invitations: row.invitations.map(toInvitation),
        waitingParties: row.waiting?.map(toRsvp) ?? null,
      },
      version: row.version,
    };
  }

  private async save(
    eventId: string,
    version: string,
    changes: PlacesChanges,
    webhookChanges: readonly WebhookChange[],
  ): Promise<boolean> {
    const guests = changes.insertedRsvps.flatMap((rsvp) => (rsvp.userId ? [rsvp.userId] : []));
    const [{ saved }] = await this.sql.query<{ saved: number }>(SAVE_SQL, [
      eventId,
      guests,
      changes.placesTaken,
      JSON.stringify(changes.ticketsIssued),
      changes.partiesWaiting,
      version,
      version,
      JSON.stringify(
        changes.insertedRsvps.map((rsvp) => ({
          id: rsvp.id,
          event_id: rsvp.eventId,
          user_id: rsvp.userId,
          guest_name: rsvp.guestName,
          guest_email: rsvp.guestEmail,
          response: rsvp.response,
          emoji: rsvp.emoji,
          message: rsvp.message,
          plus_ones: rsvp.plusOnes,
          status: rsvp.status,
          created_at: rsvp.createdAt,
          reconfirmed_at: rsvp.reconfirmedAt,
          ticket_version: rsvp.ticketVersion,
        })),
      ),
      JSON.stringify(
        changes.updatedRsvps.map((rsvp) => ({
          id: rsvp.id,
          guest_name: rsvp.guestName,
          guest_email: rsvp.guestEmail,
          response: rsvp.response,
          emoji: rsvp.emoji,
          message: rsvp.message,
          plus_ones: rsvp.plusOnes,
          status: rsvp.status,
          created_at: rsvp.createdAt,
          reconfirmed_at: rsvp.reconfirmedAt,
          ticket_version: rsvp.ticketVersion,
        })),
      ),
      JSON.stringify(
        changes.insertedTickets.map((ticket) => ({
          id: ticket.id,
          event_id: ticket.eventId,
          rsvp_id: ticket.rsvpId,
          ticket_type: ticket.type,
          issued_at: ticket.issuedAt,
        })),
      ),
      changes.deletedTicketIds,
      JSON.stringify(
        changes.insertedOffers.map((offer) => ({
          id: offer.id,
          event_id: offer.eventId,
          rsvp_id: offer.rsvpId,
          places: offer.places,
          offered_at: offer.offeredAt,
          expires_at: offer.expiresAt,
          outcome: offer.outcome,
          decided_at: offer.decidedAt,
        })),
      ),
      JSON.stringify(
        changes.decidedOffers.map((offer) => ({
          id: offer.id,
          outcome: offer.outcome,
          decided_at: offer.decidedAt,
        })),
      ),
      JSON.stringify(
        changes.insertedInvitations.map((invitation) => ({
          id: invitation.id,
          event_id: invitation.eventId,
          rsvp_id: invitation.rsvpId,
          code: invitation.code,
          created_at: invitation.createdAt,
        })),
      ),
      JSON.stringify(
        changes.updatedInvitations.map((invitation) => ({
          id: invitation.id,
          claimed_rsvp_id: invitation.claimedRsvpId,
          claimed_at: invitation.claimedAt,
          withdrawn_at: invitation.withdrawnAt,
        })),
      ),
      JSON.stringify(
        changes.notices.map((notice) => ({
          rsvp_id: notice.rsvpId,
          user_id: notice.userId,
          event_id: notice.eventId,
          kind: notice.kind,
          offer_id: notice.offerId ?? null,
        })),
      ),
      emailRsvpNoticeJob.name,
      offerFreedPlacesJob.name,
      changes.offerRoundDue,
      fanOutWebhookChangeJob.name,
      JSON.stringify(webhookChanges),
    ]);
    return saved === 1;
  }
}

function toOffer(row: OfferRow): WaitlistOffer {
  return {
    id: row.id,
    eventId: row.event_id,
    rsvpId: row.rsvp_id,
    places: row.places,
    offeredAt: toDate(row.offered_at),
    expiresAt: toDate(row.expires_at),
    outcome: row.outcome,
    decidedAt: row.decided_at === null ? null : toDate(row.decided_at),
  };
}

function toInvitation(row: InvitationRow): PlusOneInvitation {
  const orNull = (value: string | null) => (value === null ? null : toDate(value));
  return {
    id: row.id,
    eventId: row.event_id,
    rsvpId: row.rsvp_id,
    code: row.code,
    createdAt: toDate(row.created_at),
    claimedRsvpId: row.claimed_rsvp_id,
    claimedAt: orNull(row.claimed_at),
    withdrawnAt: orNull(row.withdrawn_at),
  };
}

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    eventId: row.event_id,
    rsvpId: row.rsvp_id,
    type: row.ticket_type,
    issuedAt: toDate(row.issued_at),
  };
}
