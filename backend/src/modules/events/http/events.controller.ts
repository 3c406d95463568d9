import { Body, Controller, Get, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CreateEventUseCase, type SessionUser } from '@nightlife/domain';
import type { Request } from 'express';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventViewsService } from '../event-views.service';
import { CreateEventDto } from './create-event.dto';
import { EventDetailResponse, EventPageResponse } from './event.response';
import { DEFAULT_EVENTS_PAGE_SIZE, ListEventsQuery } from './list-events.query';
import { SignedInGuard } from '../../../platform/http/signed-in.guard';

const viewerId = (req: Request): string | null => (req.user as SessionUser | undefined)?.id ?? null;

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventViewsService,
    private readonly createEventUseCase: CreateEventUseCase,
  ) {}

  /**
   * Published events, optionally searched (q) and filtered by status. Upcoming first (soonest
   * first), then past (most recent first); counts by status are for the current search.
   */
  @Get()
  @ApiOkResponse({ type: EventPageResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  listEvents(@Query() query: ListEventsQuery, @Req() req: Request): Promise<EventPageResponse> {
    return this.events.listEvents({
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_EVENTS_PAGE_SIZE,
      q: query.q ?? '',
      status: query.status ?? 'all',
      viewerId: viewerId(req),
    });
  }

  /** Creates an event hosted by the caller; a draft is visible to its host only. */
  @Post()
  @UseGuards(SignedInGuard)
  @ApiCreatedResponse({ type: EventDetailResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'AUTH.UNAUTHENTICATED')
  async createEvent(@Body() body: CreateEventDto, @Req() req: Request): Promise<EventDetailResponse> {
    const hostId = viewerId(req) as string;
    const event = unwrapOrThrow(await this.createEventUseCase.execute({ ...body, hostId }));
    return unwrapOrThrow(await this.events.getEventBySlug(event.slug, hostId));
  }

  /** One event by its slug, as the caller may see it (drafts only for their host). */
  @Get(':slug')
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: EventDetailResponse })
  @ApiProblemResponses('EVENT.NOT_FOUND')
  async getEventBySlug(@Param('slug') slug: string, @Req() req: Request): Promise<EventDetailResponse> {
    return unwrapOrThrow(await this.events.getEventBySlug(slug, viewerId(req)));
  }
}
