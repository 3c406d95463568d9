import {
  canManageEvent,
  canSeeLocation,
  canViewEvent,
  type EventAccessFacts,
  isPublicEvent,
  uuidv7,
  type Viewer,
  type ViewerRsvp,
} from '@nightlife/domain';
import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import {
  canManageEventSql,
  canSeeLocationSql,
  canViewEventSql,
  isPublicEventSql,
  type SqlPredicate,
} from '../src/modules/events/persistence/event-policy.sql';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { RsvpSchema } from '../src/modules/rsvps/persistence/rsvp.schema';
import { createTestApp, type TestApp } from './support/create-test-app';
import { eventRow } from './support/event-rows';

// The domain's policy is the reference: every SQL predicate must give the same answer for every
// viewer role and every event state, against the real PostgreSQL.
// The location's reveal depends on the time: every predicate is asked at one fixed `now`. An
// invite-only event's gate depends on the code the viewer presents (ADR 0038): every role is asked
// without a code and with one.
const PREDICATES: {
  name: string;
  sql: (viewerId: string | null, now: Date, inviteCode: string | null) => SqlPredicate;
  domain: (event: EventAccessFacts, viewer: Viewer, now: Date) => boolean;
}[] = [
  { name: 'isPublicEvent', sql: () => isPublicEventSql(), domain: (event) => isPublicEvent(event) },
  { name: 'canManageEvent', sql: canManageEventSql, domain: canManageEvent },
  {
    name: 'canViewEvent',
    sql: (viewerId, _now, code) => canViewEventSql(viewerId, code),
    domain: canViewEvent,
  },
  { name: 'canSeeLocation', sql: canSeeLocationSql, domain: canSeeLocation },
];
const CODE = 'policyInviteCode000001';
const OTHER_CODE = 'policyInviteCode000002';

const user = (username: string, isPromoter: boolean) => ({
  id: uuidv7(),
  username,
  firstName: 'Policy',
  lastName: 'Probe',
  email: `${username}@example.com`,
  passwordHash: 'not-a-real-hash',
  isPromoter,
  createdAt: new Date(),
});
const USERS = {
  hostOwner: user('policy_host_owner', true),
  otherHost: user('policy_other_host', true),
  attendeeGoing: user('policy_attendee_going', false),
  attendeeMaybe: user('policy_attendee_maybe', false),
  attendeeCantGo: user('policy_attendee_cant_go', false),
  attendeeCheckedIn: user('policy_attendee_checked_in', false),
  attendeeDeclined: user('policy_attendee_declined', false),
  attendeePending: user('policy_attendee_pending', false),
  attendeeWaitlisted: user('policy_attendee_waitlisted', false),
  attendeeCancelled: user('policy_attendee_cancelled', false),
  attendeeWithoutRsvp: user('policy_attendee_plain', false),
};
// Each attendee's RSVP to every event: every state of the lifecycle a viewer can be in.
const RSVP_OF: Partial<Record<keyof typeof USERS, ViewerRsvp>> = {
  attendeeGoing: { response: 'going', status: 'confirmed' },
  attendeeMaybe: { response: 'maybe', status: 'confirmed' },
  attendeeCantGo: { response: 'cant_go', status: 'confirmed' },
  attendeeCheckedIn: { response: 'going', status: 'checked_in' },
  attendeeDeclined: { response: 'going', status: 'declined' },
  attendeePending: { response: 'going', status: 'pending' },
  attendeeWaitlisted: { response: 'going', status: 'waitlisted' },
  attendeeCancelled: { response: 'going', status: 'cancelled' },
};
const viewerAs = (role: (typeof ROLES)[number]): Viewer =>
  role === 'visitor' ? { userId: null, rsvp: null } : { userId: USERS[role].id, rsvp: RSVP_OF[role] ?? null };
const ROLES = ['visitor', ...Object.keys(USERS)] as ('visitor' | keyof typeof USERS)[];

const HOUR = 3_600_000;
const NOW = new Date();
const REVEALS: EventAccessFacts['locationReveal'][] = [
  { mode: 'public', hoursBefore: null },
  { mode: 'on-rsvp', hoursBefore: null },
  { mode: 'before-start', hoursBefore: 3 },
  { mode: 'at-check-in', hoursBefore: null },
];
// Past, revealed by a 3 h before-start (starts in 2 h 59 min), not yet (starts in 3 h and 1 s), upcoming.
const STARTS = [-72 * HOUR, 3 * HOUR - 60_000, 3 * HOUR + 1_000, 72 * HOUR];
// Open events, and invite-only ones with the code viewers present, another code, or none yet.
const ACCESS = [
  { isPrivate: false, inviteCode: null },
  { isPrivate: true, inviteCode: CODE },
  { isPrivate: true, inviteCode: OTHER_CODE },
  { isPrivate: true, inviteCode: null },
];
const EVENTS = [false, true].flatMap((isDraft) =>
  [false, true].flatMap((isPublished) =>
    REVEALS.flatMap((locationReveal) =>
      STARTS.flatMap((fromNow, at) =>
        ACCESS.map(({ isPrivate, inviteCode }, kind) => ({
          id: uuidv7(),
          slug: `policy-${isDraft ? 'draft' : 'final'}-${isPublished ? 'pub' : 'unpub'}-${locationReveal.mode}-start${at}-access${kind}`,
          hostId: USERS.hostOwner.id,
          isDraft,
          isPublished,
          isPrivate,
          inviteCode,
          locationReveal,
          startsAt: new Date(NOW.getTime() + fromNow),
          guestListVisibility: 'signed-in' as const,
        })),
      ),
    ),
  ),
);
const CASES = ROLES.flatMap((role) => [null, CODE].map((code) => ({ role, code })));

describe('event policy SQL predicates (the domain policy is the reference)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const em = t.orm.em.fork();
    await em.insertMany(UserSchema, Object.values(USERS));
    await em.insertMany(
      EventSchema,
      EVENTS.map((event) => eventRow({ ...event, location: 'Secret Warehouse, Pier 9' })),
    );
    await em.insertMany(
      RsvpSchema,
      EVENTS.flatMap((event) =>
        Object.entries(RSVP_OF).map(([role, rsvp]) => ({
          id: uuidv7(),
          eventId: event.id,
          userId: USERS[role as keyof typeof USERS].id,
          guestName: 'Policy Probe',
          ...rsvp,
          plusOnes: 0,
          createdAt: new Date(),
        })),
      ),
    );
  });

  afterAll(async () => {
    const em = t.orm.em.fork();
    const ids = EVENTS.map((event) => event.id);
    await em.nativeDelete(RsvpSchema, { eventId: { $in: ids } });
    await em.nativeDelete(EventSchema, { id: { $in: ids } });
    await em.nativeDelete(UserSchema, { id: { $in: Object.values(USERS).map((u) => u.id) } });
    await t.close();
  });

  it.each(CASES)(
    'agrees with the domain on every event state for the $role presenting $code',
    async ({ role, code }) => {
      const viewerId = role === 'visitor' ? null : USERS[role].id;
      const viewer = { ...viewerAs(role), inviteCode: code };
      const predicates = PREDICATES.map((predicate) => predicate.sql(viewerId, NOW, code));
      const rows = await t.orm.em.fork().execute<Record<string, unknown>[]>(
        `select e.id, ${predicates.map((p, i) => `${p.sql} as p${i}`).join(', ')}
       from events e where e.id in (${EVENTS.map(() => '?').join(', ')})`,
        [...predicates.flatMap((p) => p.params), ...EVENTS.map((event) => event.id)],
      );
      expect(rows).toHaveLength(EVENTS.length);

      const fromSql = rows.flatMap((row) => {
        const event = EVENTS.find((e) => e.id === row.id)!;
        return PREDICATES.map((predicate, i) => `${predicate.name} ${event.slug}: ${String(row[`p${i}`])}`);
      });
      const fromDomain = rows.flatMap((row) => {
        const event = EVENTS.find((e) => e.id === row.id)!;
        return PREDICATES.map(
          (predicate) => `${predicate.name} ${event.slug}: ${predicate.domain(event, viewer, NOW)}`,
        );
      });
      expect(fromSql).toEqual(fromDomain);
    },
  );

  it('covers both answers of every predicate (the table is not trivially all true or all false)', () => {
    for (const predicate of PREDICATES) {
      const answers = new Set(
        CASES.flatMap(({ role, code }) =>
          EVENTS.map((event) => predicate.domain(event, { ...viewerAs(role), inviteCode: code }, NOW)),
        ),
      );
      expect(answers).toEqual(new Set([true, false]));
    }
  });
});
