import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EventPreview } from '../../../platform/frontend-hosting/event-preview';
import { isPublicEventSql } from './event-policy.sql';

/**
 * Social previews of events for the page HTML (Open Graph). Runs outside Nest's request
 * context (Express middleware), hence a fork per call.
 */
@Injectable()
export class EventPreviewQuery {
  constructor(private readonly orm: MikroORM) {}

  async findPublished(slug: string): Promise<EventPreview | null> {
    // Pages are served to anyone: only public events get a preview.
    const isPublic = isPublicEventSql();
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<EventPreview[]>(
        `select e.slug, e.title, e.tagline, e.description, coalesce(e.flyer_image_url, e.poster_url) as "imageUrl"
        from events e where e.slug = ? and ${isPublic.sql}`,
        [slug, ...isPublic.params],
      );
    return rows[0] ?? null;
  }
}
