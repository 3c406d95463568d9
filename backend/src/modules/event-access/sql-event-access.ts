import { Injectable } from '@nestjs/common';
import { SqlClient } from '../../platform/database/sql-client';
import { toDate } from '../../platform/database/sql-values';
import type { EventAccess, EventRef, GatedEvent, Viewer, ViewerRsvp } from '@nightlife/domain';

/**
 * An `events e` row's access facts (EventAccessFacts) under the policy's names, for every read
 * that hands a row to the event policy: a new fact is one more column here. `startsAt` comes as the
 * driver gives it (a Date, or text inside JSON).
 */
export const EVENT_ACCESS_FACTS_SQL = `e.host_id as "hostId", e.is_draft as "isDraft",
  e.is_published as "isPublished", e.is_private as "isPrivate", e.invite_code as "inviteCode",
  e.location_reveal as "locationReveal", e.starts_at as "startsAt",
  e.guest_list_visibility as "guestListVisibility"`;

/**
 * The gate's facts of an event and the viewer's RSVP to it, in one statement. The columns are
 * read under the policy's names (as the event views read them), so a row is the facts as is.
 */
@Injectable()
export class SqlEventAccess implements EventAccess {
  constructor(private readonly sql: SqlClient) {}

  async load(ref: EventRef, viewerId: string | null): Promise<{ event: GatedEvent; viewer: Viewer } | null> {
    const [row] = await this.sql.query<GatedEvent & { viewerRsvp: ViewerRsvp | null }>(
      `select e.id, e.slug, e.title, ${EVENT_ACCESS_FACTS_SQL},
         (select json_build_object('response', r.response, 'status', r.status) from rsvps r
           where r.event_id = e.id and r.user_id = ?::uuid) as "viewerRsvp"
       from events e where ${'slug' in ref ? 'e.slug = ?' : 'e.id = ?::uuid'}`,
      [viewerId, 'slug' in ref ? ref.slug : ref.eventId],
    );
    if (!row) return null;
    const { viewerRsvp, ...event } = row;
    return {
      event: { ...event, startsAt: toDate(event.startsAt) },
      viewer: { userId: viewerId, rsvp: viewerId === null ? null : viewerRsvp },
    };
  }
}
