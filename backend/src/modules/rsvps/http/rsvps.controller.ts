import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CancelRsvpUseCase,
  ChangeRsvpUseCase,
  CreateRsvpUseCase,
  ReconfirmRsvpUseCase,
  type SessionUser,
  UpdateRsvpStatusUseCase,
} from '@nightlife/domain';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { DomainException, unwrapOrThrow } from '../../../platform/http/domain.exception';
import { UserRsvpResponse } from './user-rsvp.response';
import { GuestListService } from '../guest-list.service';
import { toUserRsvpView } from '../persistence/rsvp.mapper';
import { ChangeRsvpDto, CreateRsvpDto } from './create-rsvp.dto';
import { ListEventRsvpsQuery } from './list-event-rsvps.query';
import { RsvpWithUserResponse } from './rsvp-with-user.response';
import { RsvpIdParams, UpdateRsvpStatusDto } from './update-rsvp-status.dto';

// Full paths under @Controller(): 'events/rsvps-with-users' must be registered before the
// events controller's 'events/:event' (RsvpsModule is imported before EventsModule).
@ApiTags('rsvps')
@Controller()
export class RsvpsController {
  constructor(
    private readonly createRsvpUseCase: CreateRsvpUseCase,
    private readonly changeRsvpUseCase: ChangeRsvpUseCase,
    private readonly cancelRsvpUseCase: CancelRsvpUseCase,
    private readonly updateRsvpStatusUseCase: UpdateRsvpStatusUseCase,
    private readonly reconfirmRsvpUseCase: ReconfirmRsvpUseCase,
    private readonly guestLists: GuestListService,
  ) {}

  /**
   * The signed-in user says they are still coming (day-of reconfirmation, ADR 0028): between the
   * host's question and its deadline, for a confirmed going RSVP made before the question.
   * Answering twice keeps the first time; a guest who does not answer loses the place at the
   * deadline.
   */
  @Post('events/:slug/rsvp/reconfirm')
  @TokenScope('rsvps:write')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: UserRsvpResponse })
  @ApiProblemResponses('EVENT.NOT_FOUND', 'RSVP.NOT_FOUND', 'RSVP.EVENT_PAST', 'RSVP.NOT_RECONFIRMABLE')
  async reconfirmRsvp(@Param('slug') slug: string, @Caller() caller: SessionUser): Promise<UserRsvpResponse> {
    return toUserRsvpView(
      unwrapOrThrow(await this.reconfirmRsvpUseCase.execute({ slug, userId: caller.id })),
    );
  }

  /** The signed-in user's one RSVP to an upcoming event. */
  @Post('events/:slug/rsvp')
  @TokenScope('rsvps:write')
  @SignedIn()
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiCreatedResponse({ type: UserRsvpResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'EVENT.NOT_FOUND',
    'RSVP.ALREADY_EXISTS',
    'RSVP.CAPACITY_REACHED',
    'RSVP.EVENT_PAST',
  )
  async createRsvp(
    @Param('slug') slug: string,
    @Body() body: CreateRsvpDto,
    @Caller() caller: SessionUser,
  ): Promise<UserRsvpResponse> {
    const rsvp = unwrapOrThrow(await this.createRsvpUseCase.execute({ ...body, slug, user: caller }));
    return toUserRsvpView(rsvp);
  }

  /**
   * The signed-in user changes their RSVP to an upcoming event (response, emoji, message, party
   * size, guest name or email): the fields sent replace the stored ones. A larger party needs room;
   * a smaller one, or maybe / can't go, frees its places at once. A declined RSVP stays as it is.
   */
  @Patch('events/:slug/rsvp')
  @TokenScope('rsvps:write')
  @SignedIn()
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: UserRsvpResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'EVENT.NOT_FOUND',
    'RSVP.NOT_FOUND',
    'RSVP.CAPACITY_REACHED',
    'RSVP.EVENT_PAST',
    'RSVP.NOT_CHANGEABLE',
  )
  async changeRsvp(
    @Param('slug') slug: string,
    @Body() body: ChangeRsvpDto,
    @Caller() caller: SessionUser,
  ): Promise<UserRsvpResponse> {
    const { hidden, ...change } = body;
    // Hiding is no change of the RSVP's place: a body of `hidden` alone never takes the places' turn.
    const changed =
      hidden === undefined || Object.keys(change).length > 0
        ? unwrapOrThrow(await this.changeRsvpUseCase.execute({ ...change, slug, user: caller }))
        : null;
    if (hidden === undefined) return toUserRsvpView(changed!);
    return toUserRsvpView(unwrapOrThrow(await this.guestLists.setHidden(slug, caller.id, hidden)));
  }

  /**
   * The signed-in user cancels their RSVP to an upcoming event: its places and ticket are freed at
   * once and it leaves the guest list; they may RSVP again later (if it fits). A declined or
   * checked-in RSVP stays as it is.
   */
  @Delete('events/:slug/rsvp')
  @TokenScope('rsvps:write')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiNoContentResponse({ description: 'Cancelled' })
  @ApiProblemResponses('EVENT.NOT_FOUND', 'RSVP.NOT_FOUND', 'RSVP.EVENT_PAST', 'RSVP.TRANSITION_NOT_ALLOWED')
  async cancelRsvp(@Param('slug') slug: string, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(await this.cancelRsvpUseCase.execute({ slug, userId: caller.id }));
  }

  /** Who's going: the event's RSVPs, oldest first, with each user's public profile. */
  @Get('events/rsvps-with-users')
  @TokenScope('guests:read')
  @SignedIn()
  @ApiOkResponse({ type: [RsvpWithUserResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'EVENT.GUEST_LIST_PRIVATE')
  async listEventRsvpsWithUsers(
    @Query() query: ListEventRsvpsQuery,
    @Caller() caller: SessionUser,
  ): Promise<RsvpWithUserResponse[]> {
    return unwrapOrThrow(await this.guestLists.listForEvent(query.eventId, caller.id, query.invite ?? null));
  }

  /**
   * The event's host sets an RSVP's status; to anyone else the RSVP does not exist. Declining
   * frees the RSVP's place and ticket; reinstating a declined going RSVP needs room (ADR 0015).
   */
  @Patch('rsvps/:rsvpId/status')
  @TokenScope('guests:write')
  @SignedIn()
  @ApiOkResponse({ type: RsvpWithUserResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'RSVP.NOT_FOUND',
    'RSVP.CAPACITY_REACHED',
    'RSVP.TRANSITION_NOT_ALLOWED',
  )
  async updateRsvpStatus(
    @Param() params: RsvpIdParams,
    @Body() body: UpdateRsvpStatusDto,
    @Caller() caller: SessionUser,
  ): Promise<RsvpWithUserResponse> {
    unwrapOrThrow(
      await this.updateRsvpStatusUseCase.execute({
        rsvpId: params.rsvpId,
        status: body.status,
        callerId: caller.id,
      }),
    );
    const updated = await this.guestLists.byId(params.rsvpId);
    // Deleted between the update and this read (its event or user was removed).
    if (updated === null) throw DomainException.of('RSVP.NOT_FOUND', 'RSVP not found.');
    return updated;
  }
}
