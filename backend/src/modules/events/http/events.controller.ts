import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CreateEventUseCase, type SessionUser } from '@nightlife/domain';
import { Public, SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { EventViewsService } from '../event-views.service';
import { CreateEventDto, toEventInput } from './create-event.dto';
import { EventDetailResponse, EventPageResponse } from './event.response';
import { DEFAULT_EVENTS_PAGE_SIZE, ListEventsQuery } from './list-events.query';

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
  @Public()
  @ApiOkResponse({ type: EventPageResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  listEvents(
    @Query() query: ListEventsQuery,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<EventPageResponse> {
    return this.events.listEvents({
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_EVENTS_PAGE_SIZE,
      q: query.q ?? '',
      status: query.status ?? 'all',
      viewerId: caller?.id ?? null,
    });
  }

  /** Creates an event hosted by the caller; a draft is visible to its host only. */
  @Post()
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

  /** One event by its slug, as the caller may see it (drafts only for their host). */
  @Get(':slug')
  @Public()
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: EventDetailResponse })
  @ApiProblemResponses('EVENT.NOT_FOUND')
  async getEventBySlug(
    @Param('slug') slug: string,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<EventDetailResponse> {
    return unwrapOrThrow(await this.events.getEventBySlug(slug, caller?.id ?? null));
  }
}
