import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EventAccess, EventRef, GatedEvent, Viewer, ViewerRsvp } from '@nightlife/domain';

interface GatedEventRow {
  id: string;
  slug: string;
  title: string;
  host_id: string;
  is_draft: boolean;
  is_published: boolean;
  hide_location_until_rsvp: boolean;
  viewer_rsvp: ViewerRsvp | null;
}

/** The gate's facts of an event and the viewer's RSVP to it, in one statement. */
@Injectable()
export class SqlEventAccess implements EventAccess {
  constructor(private readonly em: EntityManager) {}

  async load(ref: EventRef, viewerId: string | null): Promise<{ event: GatedEvent; viewer: Viewer } | null> {
    const [row] = await this.em.execute<GatedEventRow[]>(
      `select e.id, e.slug, e.title, e.host_id, e.is_draft, e.is_published, e.hide_location_until_rsvp,
         (select json_build_object('response', r.response, 'status', r.status) from rsvps r
           where r.event_id = e.id and r.user_id = ?::uuid) as viewer_rsvp
       from events e where ${'slug' in ref ? 'e.slug = ?' : 'e.id = ?'}`,
      [viewerId, 'slug' in ref ? ref.slug : ref.eventId],
    );
    if (!row) return null;
    return {
      event: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        ...accessFactsOf(row),
      },
      viewer: { userId: viewerId, rsvp: viewerId === null ? null : row.viewer_rsvp },
    };
  }
}

/** What the policy reads of an event, from any row with the events table's columns: the one copy. */
export function accessFactsOf(
  row: Pick<GatedEventRow, 'host_id' | 'is_draft' | 'is_published' | 'hide_location_until_rsvp'>,
) {
  return {
    hostId: row.host_id,
    isDraft: row.is_draft,
    isPublished: row.is_published,
    hideLocationUntilRsvp: row.hide_location_until_rsvp,
  };
}
