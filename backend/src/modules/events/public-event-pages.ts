import { Injectable } from '@nestjs/common';
import { DEFAULT_EVENT_LIST_PAGE_SIZE } from '@nightlife/domain';
import type {
  PublicEvent,
  PublicEventList,
  PublicPagesData,
} from '../../platform/frontend-hosting/public-pages';
import { EventViewsService } from './event-views.service';

/**
 * The events of the public pages' HTML (frontend hosting), read as a signed-out visitor reads
 * them through the API, so the page data can never show more than the API would.
 */
@Injectable()
export class PublicEventPages implements PublicPagesData {
  constructor(private readonly views: EventViewsService) {}

  async findEvent(slug: string, inviteCode: string | null = null): Promise<PublicEvent | null> {
    const found = await this.views.getEventBySlug(slug, null, inviteCode);
    return found.ok ? found.value : null;
  }

  async listEvents(): Promise<PublicEventList> {
    // The app's default list request (page 1, default size, all, no search): same cached page.
    const page = await this.views.listEvents({
      page: 1,
      limit: DEFAULT_EVENT_LIST_PAGE_SIZE,
      q: '',
      status: 'all',
      viewerId: null,
    });
    return { events: page.events, counts: page.counts };
  }
}
