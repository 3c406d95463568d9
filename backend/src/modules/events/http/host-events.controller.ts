import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import {
  DeleteEventUseCase,
  inviteLinkPath,
  RegenerateInviteCodeUseCase,
  type SessionUser,
  UpdateEventUseCase,
} from '@nightlife/domain';
import { Public, SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { SuccessDto } from '../../../platform/http/success.dto';
import { EventViewsService } from '../event-views.service';
import { HostEventsService } from '../host-events.service';
import { CreateEventDto, toEventInput } from './create-event.dto';
import { EventByIdParams, EventIdParams, EventPathParams } from './event-id.params';
import { EventDetailResponse } from './event.response';
import {
  AttendingEventResponse,
  DashboardEventResponse,
  EventByIdResponse,
  RsvpStatsResponse,
} from './host-event.response';

@ApiSchema({ name: 'InviteLink' })
export class InviteLinkResponse {
  @ApiProperty({
    example: '/event/neon-static-d0123456789ab?invite=q3Jd8sKx0bZ1vT4mN7pL2w',
    description: "The event's invitation link, a path on this site",
  })
  inviteLink!: string;
}

// Full paths under @Controller(). This controller is registered before EventsController so
// that 'events/rsvp-stats' is matched before 'events/:event'.
@ApiTags('host-events')
@Controller()
export class HostEventsController {
  constructor(
    private readonly hostEvents: HostEventsService,
    private readonly eventViews: EventViewsService,
    private readonly updateEventUseCase: UpdateEventUseCase,
    private readonly deleteEventUseCase: DeleteEventUseCase,
    private readonly regenerateInviteCodeUseCase: RegenerateInviteCodeUseCase,
  ) {}

  /**
   * The host replaces their event's invite code (ADR 0038): links shared before stop letting anyone
   * in; guests whose RSVP is current keep their access. Answers the new link. Host only; anyone
   * else gets 404.
   */
  @Post('events/:eventId/invite-code')
  @TokenScope('events:write')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: InviteLinkResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async regenerateInviteCode(
    @Param() params: EventIdParams,
    @Caller() caller: SessionUser,
  ): Promise<InviteLinkResponse> {
    const { inviteCode } = unwrapOrThrow(
      await this.regenerateInviteCodeUseCase.execute({ eventId: params.eventId, callerId: caller.id }),
    );
    const event = unwrapOrThrow(await this.hostEvents.getById(params.eventId, caller.id));
    return { inviteLink: inviteLinkPath(event.slug, inviteCode) };
  }

  /** Every event the caller hosts, drafts included (dashboard, My Events). */
  @Get('dashboard/events')
  @TokenScope('events:read')
  @SignedIn()
  @ApiOkResponse({ type: [DashboardEventResponse] })
  listDashboardEvents(@Caller() caller: SessionUser): Promise<DashboardEventResponse[]> {
    return this.hostEvents.listHosted(caller.id);
  }

  /** The events the caller has an RSVP to, with it (dashboard, Attending). */
  @Get('user/attending-events')
  @TokenScope('events:read')
  @SignedIn()
  @ApiOkResponse({ type: [AttendingEventResponse] })
  listAttendingEvents(@Caller() caller: SessionUser): Promise<AttendingEventResponse[]> {
    return this.hostEvents.listAttending(caller.id);
  }

  /** RSVP totals over the caller's events, and how many events the caller is going to. */
  @Get('events/rsvp-stats')
  @TokenScope('events:read')
  @SignedIn()
  @ApiOkResponse({ type: RsvpStatsResponse })
  getRsvpStats(@Caller() caller: SessionUser): Promise<RsvpStatsResponse> {
    return this.hostEvents.rsvpStats(caller.id);
  }

  /** One event by id as the caller may see it (drafts only for their host), with the form for the host. */
  @Get('events/by-id/:id')
  @TokenScope('events:read')
  @Public()
  @ApiOkResponse({ type: EventByIdResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async getEventById(
    @Param() params: EventByIdParams,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<EventByIdResponse> {
    return unwrapOrThrow(await this.hostEvents.getById(params.id, caller?.id ?? null));
  }

  /** The host replaces their event's fields (the create payload); anyone else gets 404. */
  @Put('events/:event')
  @TokenScope('events:write')
  @SignedIn()
  @ApiOkResponse({ type: EventDetailResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async updateEvent(
    @Param() params: EventPathParams,
    @Body() body: CreateEventDto,
    @Caller() caller: SessionUser,
  ): Promise<EventDetailResponse> {
    const event = unwrapOrThrow(
      await this.updateEventUseCase.execute({
        ...toEventInput(body),
        eventId: params.event,
        callerId: caller.id,
      }),
    );
    return unwrapOrThrow(await this.eventViews.getEventBySlug(event.slug, caller.id));
  }

  /** The host deletes their event with its RSVPs, tickets and QR codes; anyone else gets 404. */
  @Delete('events/:event')
  @TokenScope('events:write')
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async deleteEvent(@Param() params: EventPathParams, @Caller() caller: SessionUser): Promise<SuccessDto> {
    unwrapOrThrow(await this.deleteEventUseCase.execute({ eventId: params.event, callerId: caller.id }));
    return { success: true };
  }
}
