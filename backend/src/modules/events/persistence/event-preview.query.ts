import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EventPreview } from '../../../platform/frontend-hosting/event-preview';

/**
 * Social previews of events for the page HTML (Open Graph). Runs outside Nest's request
 * context (Express middleware), hence a fork per call.
 */
@Injectable()
export class EventPreviewQuery {
  constructor(private readonly orm: MikroORM) {}

  async findPublished(slug: string): Promise<EventPreview | null> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<EventPreview[]>(
        `select slug, title, tagline, description, coalesce(flyer_image_url, poster_url) as "imageUrl"
        from events where slug = ? and is_published and not is_draft`,
        [slug],
      );
    return rows[0] ?? null;
  }
}
