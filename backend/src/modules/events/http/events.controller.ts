import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@nightlife/domain';
import type { Request } from 'express';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventViewsService } from '../event-views.service';
import { EventDetailResponse, EventPageResponse } from './event.response';
import { DEFAULT_EVENTS_PAGE_SIZE, ListEventsQuery } from './list-events.query';

const viewerId = (req: Request): string | null => (req.user as SessionUser | undefined)?.id ?? null;

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventViewsService) {}

  /** Published events: upcoming first (soonest first), then past (most recent first). */
  @Get()
  @ApiOkResponse({ type: EventPageResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  listEvents(@Query() query: ListEventsQuery, @Req() req: Request): Promise<EventPageResponse> {
    return this.events.listEvents({
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_EVENTS_PAGE_SIZE,
      viewerId: viewerId(req),
    });
  }

  @Get(':slug')
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: EventDetailResponse })
  @ApiProblemResponses('EVENT.NOT_FOUND')
  async getEventBySlug(@Param('slug') slug: string, @Req() req: Request): Promise<EventDetailResponse> {
    return unwrapOrThrow(await this.events.getEventBySlug(slug, viewerId(req)));
  }
}
