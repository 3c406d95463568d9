import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AnswerOfferUseCase,
  JoinWaitlistUseCase,
  LeaveWaitlistUseCase,
  OfferPlacesByHandUseCase,
  type SessionUser,
} from '@nightlife/domain';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { toUserRsvpView } from '../persistence/rsvp.mapper';
import { WaitlistService } from '../waitlist.service';
import { UserRsvpResponse } from './user-rsvp.response';
import {
  JoinWaitlistDto,
  OfferByHandDto,
  OfferIdParams,
  WaitlistEventParams,
  WaitlistOfferResponse,
  WaitlistPartyResponse,
  WaitlistStatusResponse,
} from './waitlist.dto';

// A full event's group waitlist (issue 20 §3, ADR 0027): the guest's routes by slug, the offers
// by id, the host's by event id.
@ApiTags('waitlist')
@Controller()
@SignedIn()
export class WaitlistController {
  constructor(
    private readonly joinUseCase: JoinWaitlistUseCase,
    private readonly leaveUseCase: LeaveWaitlistUseCase,
    private readonly answerUseCase: AnswerOfferUseCase,
    private readonly offerByHandUseCase: OfferPlacesByHandUseCase,
    private readonly waitlists: WaitlistService,
  ) {}

  /**
   * The caller joins the full event's waitlist with their party (1 + plus-ones), at its end. Freed
   * places are offered to whole parties in order; a party that does not fit keeps its turn.
   */
  @Post('events/:slug/waitlist')
  @TokenScope('rsvps:write')
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiCreatedResponse({ type: WaitlistStatusResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'EVENT.NOT_FOUND',
    'WAITLIST.CLOSED',
    'RSVP.ALREADY_EXISTS',
    'RSVP.EVENT_PAST',
  )
  async joinWaitlist(
    @Param('slug') slug: string,
    @Body() body: JoinWaitlistDto,
    @Caller() caller: SessionUser,
  ): Promise<WaitlistStatusResponse> {
    unwrapOrThrow(
      await this.joinUseCase.execute({
        slug,
        user: caller,
        plusOnes: body.plusOnes,
        inviteCode: body.inviteCode,
      }),
    );
    return unwrapOrThrow(await this.waitlists.statusOf(slug, caller.id));
  }

  /** The caller's turn on the event's waitlist and their open offer (all null when not on it). */
  @Get('events/:slug/waitlist')
  @TokenScope('rsvps:read')
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: WaitlistStatusResponse })
  @ApiProblemResponses('EVENT.NOT_FOUND')
  async getWaitlistStatus(
    @Param('slug') slug: string,
    @Caller() caller: SessionUser,
  ): Promise<WaitlistStatusResponse> {
    return unwrapOrThrow(await this.waitlists.statusOf(slug, caller.id));
  }

  /** The caller leaves the waitlist; with an open offer, that declines it and the places pass on. */
  @Delete('events/:slug/waitlist')
  @TokenScope('rsvps:write')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiNoContentResponse({ description: 'Left the waitlist' })
  @ApiProblemResponses('EVENT.NOT_FOUND', 'WAITLIST.NOT_WAITING')
  async leaveWaitlist(@Param('slug') slug: string, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(await this.leaveUseCase.execute({ slug, userId: caller.id }));
  }

  /** The caller accepts their offer before its deadline: the RSVP is confirmed on the places it held. */
  @Post('waitlist-offers/:offerId/accept')
  @TokenScope('rsvps:write')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UserRsvpResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'WAITLIST.OFFER_NOT_FOUND', 'WAITLIST.OFFER_EXPIRED')
  async acceptWaitlistOffer(
    @Param() params: OfferIdParams,
    @Caller() caller: SessionUser,
  ): Promise<UserRsvpResponse> {
    const rsvp = unwrapOrThrow(
      await this.answerUseCase.execute({ offerId: params.offerId, userId: caller.id, answer: 'accept' }),
    );
    return toUserRsvpView(rsvp);
  }

  /** The caller declines their offer: they leave the waitlist and the places pass to the next party. */
  @Post('waitlist-offers/:offerId/decline')
  @TokenScope('rsvps:write')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Declined' })
  @ApiProblemResponses('VALIDATION.FAILED', 'WAITLIST.OFFER_NOT_FOUND', 'WAITLIST.OFFER_EXPIRED')
  async declineWaitlistOffer(@Param() params: OfferIdParams, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(
      await this.answerUseCase.execute({ offerId: params.offerId, userId: caller.id, answer: 'decline' }),
    );
  }

  /** The host's view of the waitlist: parties holding offers, then the queue in order. */
  @Get('events/:eventId/waitlist/parties')
  @TokenScope('guests:read')
  @ApiOkResponse({ type: [WaitlistPartyResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND')
  async listWaitlistParties(
    @Param() params: WaitlistEventParams,
    @Caller() caller: SessionUser,
  ): Promise<WaitlistPartyResponse[]> {
    return unwrapOrThrow(await this.waitlists.partiesOf(params.eventId, caller.id));
  }

  /** The host offers the free places to one waiting party out of turn (the whole party must fit). */
  @Post('events/:eventId/waitlist/offers')
  @TokenScope('guests:write')
  @ApiCreatedResponse({ type: WaitlistOfferResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'WAITLIST.NOT_WAITING', 'WAITLIST.NO_ROOM')
  async offerWaitlistPlaces(
    @Param() params: WaitlistEventParams,
    @Body() body: OfferByHandDto,
    @Caller() caller: SessionUser,
  ): Promise<WaitlistOfferResponse> {
    const offer = unwrapOrThrow(
      await this.offerByHandUseCase.execute({
        eventId: params.eventId,
        rsvpId: body.rsvpId,
        callerId: caller.id,
      }),
    );
    return {
      id: offer.id,
      places: offer.places,
      expiresAt: offer.expiresAt.toISOString(),
      timeZone: offer.timeZone,
    };
  }
}
