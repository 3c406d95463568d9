import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import {
  type CalendarEntry,
  type Clock,
  type EventListStatusFilter,
  gateEvent,
  ok,
  type Result,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import type { EventDetailResponse, EventPageResponse } from './http/event.response';
import {
  calendarEntryOfView,
  gateViewerOf,
  toEventDetailView,
  toEventSummaryView,
} from './persistence/event-view.mapper';
import { EventViewsQuery } from './persistence/event-views.query';

/**
 * Public read side of events. Visibility (drafts, hidden location, gallery) is decided
 * here on the server, never only in the UI.
 */
interface ListEventsInput {
  page: number;
  limit: number;
  viewerId: string | null;
  q: string;
  status: EventListStatusFilter;
}

@Injectable()
export class EventViewsService {
  /**
   * Signed-out callers all see the same list, and it is the most requested page: each
   * replica serves it from memory for EVENT_LIST_CACHE_MS (1 s by default), so a burst of
   * visitors costs one query per page per second. Requests that arrive while that page is
   * being read wait for the same query (lru-cache's fetch) instead of each sending their own.
   * Signed-in callers always read fresh (their view depends on their RSVPs).
   */
  private readonly visitorPages: LRUCache<string, EventPageResponse, ListEventsInput> | null;

  constructor(
    private readonly query: EventViewsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.visitorPages =
      config.eventListCacheMs > 0
        ? new LRUCache<string, EventPageResponse, ListEventsInput>({
            max: 1_000,
            ttl: config.eventListCacheMs,
            fetchMethod: (_key, _stale, { context }) => this.readPage(context),
          })
        : null;
  }

  async listEvents(input: ListEventsInput): Promise<EventPageResponse> {
    if (input.viewerId !== null || this.visitorPages === null) return this.readPage(input);
    const key = JSON.stringify([input.page, input.limit, input.status, input.q]);
    const page = await this.visitorPages.fetch(key, { context: input });
    // fetchMethod always returns a page (a failed read rejects instead).
    return page as EventPageResponse;
  }

  private async readPage(input: ListEventsInput): Promise<EventPageResponse> {
    const now = this.clock.now();
    const { rows, counts } = await this.query.listPublished({ ...input, now });
    const total = counts[input.status];
    const totalPages = Math.ceil(total / input.limit);
    return {
      events: rows.map((row) => toEventSummaryView(row, input.viewerId, now)),
      pagination: {
        page: input.page,
        limit: input.limit,
        total,
        totalPages,
        hasNext: input.page < totalPages,
        hasPrev: input.page > 1,
      },
      counts,
    };
  }

  /** The event as a calendar entry for the caller (the location as their view shows it). */
  async calendarEntry(
    slug: string,
    viewerId: string | null,
    inviteCode: string | null = null,
  ): Promise<Result<CalendarEntry>> {
    const found = await this.query.findBySlug(slug, viewerId);
    const gated = gateEvent(found && found.event, gateViewerOf(found, viewerId, inviteCode), 'view');
    if (!gated.ok) return gated;
    return ok(calendarEntryOfView(found!.event, viewerId, this.clock.now(), inviteCode));
  }

  /** The event for the caller, with the invite code they present (ADR 0038), if any. */
  async getEventBySlug(
    slug: string,
    viewerId: string | null,
    inviteCode: string | null = null,
  ): Promise<Result<EventDetailResponse>> {
    const found = await this.query.findBySlug(slug, viewerId);
    // An event the caller may not see gets the same 404 as a slug that was never used.
    const gated = gateEvent(found && found.event, gateViewerOf(found, viewerId, inviteCode), 'view');
    if (!gated.ok) return gated;
    return ok(toEventDetailView(found!.event, found!.viewerRsvp, viewerId, this.clock.now(), inviteCode));
  }
}
