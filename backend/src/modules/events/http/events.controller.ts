import { Body, Controller, Get, Header, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type Clock,
  CreateEventUseCase,
  DEFAULT_EVENT_LIST_PAGE_SIZE,
  type SessionUser,
} from '@nightlife/domain';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../platform/config/app-config';
import { linkOrigin } from '../../../platform/http/link-origin';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { Public, SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventViewsService } from '../event-views.service';
import { calendarFile } from './calendar-file';
import { CreateEventDto, toEventInput } from './create-event.dto';
import { EventDetailResponse, EventPageResponse } from './event.response';
import { InviteQuery } from './invite.query';
import { ListEventsQuery } from './list-events.query';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventViewsService,
    private readonly createEventUseCase: CreateEventUseCase,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Published events, optionally searched (q) and filtered by status. Upcoming first (soonest
   * first), then past (most recent first); counts by status are for the current search.
   */
  @Get()
  @TokenScope('events:read')
  @Public()
  @ApiOkResponse({ type: EventPageResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  listEvents(
    @Query() query: ListEventsQuery,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<EventPageResponse> {
    return this.events.listEvents({
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_EVENT_LIST_PAGE_SIZE,
      q: query.q ?? '',
      status: query.status ?? 'all',
      viewerId: caller?.id ?? null,
    });
  }

  /** Creates an event hosted by the caller; a draft is visible to its host only. */
  @Post()
  @TokenScope('events:write')
  @SignedIn()
  @ApiCreatedResponse({ type: EventDetailResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  async createEvent(
    @Body() body: CreateEventDto,
    @Caller() caller: SessionUser,
  ): Promise<EventDetailResponse> {
    const event = unwrapOrThrow(
      await this.createEventUseCase.execute({ ...toEventInput(body), hostId: caller.id }),
    );
    return unwrapOrThrow(await this.events.getEventBySlug(event.slug, caller.id));
  }

  /**
   * The event as an iCalendar file (RFC 5545): one VEVENT with a stable UID, start and end in the
   * event's time zone with its VTIMEZONE, the event page's URL, and the location only when the
   * caller may see it. Drafts and hidden events are not found, as on the page (an invite-only
   * event needs its invite code, `invite`, unless the caller's RSVP is current).
   */
  @Get(':slug/calendar.ics')
  @TokenScope('events:read')
  @Public()
  @Header('Cache-Control', 'private, no-cache')
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: 'An iCalendar file with one event, named after the event',
    content: { 'text/calendar': {} },
  })
  @ApiProblemResponses('EVENT.NOT_FOUND')
  async getEventCalendar(
    @Param('slug') slug: string,
    @Query() query: InviteQuery,
    @Caller('optional') caller: SessionUser | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const entry = unwrapOrThrow(
      await this.events.calendarEntry(slug, caller?.id ?? null, query.invite ?? null),
    );
    res.type('text/calendar; charset=utf-8');
    res.attachment(`${slug}.ics`);
    return calendarFile([entry], { origin: linkOrigin(this.config, req), stamp: this.clock.now() });
  }

  /**
   * One event by its slug, as the caller may see it (drafts only for their host; an invite-only
   * event for its host, callers whose RSVP is current, and holders of its invite code, `invite`).
   */
  // One path template with PUT/DELETE /api/events/{event} (the host's, by id): OpenAPI holds no
  // two paths that differ only in a parameter's name.
  @Get(':event')
  @TokenScope('events:read')
  @Public()
  @ApiParam({ name: 'event', description: "The event's slug", example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: EventDetailResponse })
  @ApiProblemResponses('EVENT.NOT_FOUND')
  async getEventBySlug(
    @Param('event') slug: string,
    @Query() query: InviteQuery,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<EventDetailResponse> {
    return unwrapOrThrow(await this.events.getEventBySlug(slug, caller?.id ?? null, query.invite ?? null));
  }
}
