import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ClaimInvitationUseCase, WithdrawInvitationUseCase, type SessionUser } from '@nightlife/domain';
import { Public, SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { toUserRsvpView } from '../persistence/rsvp.mapper';
import { InvitationsService } from '../invitations.service';
import {
  ClaimedInvitationResponse,
  InvitationCodeParams,
  InvitationIdParams,
  InvitationPreviewResponse,
  PlusOneLinkResponse,
} from './invitations.dto';

// +1s as claimable invitations (issue 20 §5, ADR 0029): the inviter's links under their RSVP, and
// the link itself by its secret code, which anyone holding it may read and a signed-in friend claim.
@ApiTags('invitations')
@Controller()
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly claimUseCase: ClaimInvitationUseCase,
    private readonly withdrawUseCase: WithdrawInvitationUseCase,
  ) {}

  /**
   * The caller's +1 links at an event that allows guest invites: one open link per unclaimed
   * plus-one (made the first time they are asked for; the same ones after), then the claimed ones.
   */
  @Post('events/:slug/rsvp/invitations')
  @TokenScope('rsvps:write')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'slug', example: 'neon-static-opening-night' })
  @ApiOkResponse({ type: [PlusOneLinkResponse] })
  @ApiProblemResponses('EVENT.NOT_FOUND', 'RSVP.NOT_FOUND', 'INVITATION.NOT_ALLOWED')
  async inviteFriends(
    @Param('slug') slug: string,
    @Caller() caller: SessionUser,
  ): Promise<PlusOneLinkResponse[]> {
    return unwrapOrThrow(await this.invitations.linksOf(slug, caller.id));
  }

  /** The caller withdraws an unclaimed link: it stops working at once; the +1 gets a new one. */
  @Delete('events/:slug/rsvp/invitations/:invitationId')
  @TokenScope('rsvps:write')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'INVITATION.NOT_FOUND', 'INVITATION.CLOSED')
  async withdrawInvitation(
    @Param() params: InvitationIdParams,
    @Caller() caller: SessionUser,
  ): Promise<void> {
    unwrapOrThrow(
      await this.withdrawUseCase.execute({
        slug: params.slug,
        userId: caller.id,
        invitationId: params.invitationId,
      }),
    );
  }

  /** What a +1 link says to whoever opens it: the event, who invited them, and whether it is open. */
  @Get('invitations/:code')
  @TokenScope('rsvps:read')
  @Public()
  @ApiOkResponse({ type: InvitationPreviewResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'INVITATION.NOT_FOUND')
  async getInvitation(
    @Param() params: InvitationCodeParams,
    @Caller('optional') caller: SessionUser | null,
  ): Promise<InvitationPreviewResponse> {
    return unwrapOrThrow(await this.invitations.preview(params.code, caller?.id ?? null));
  }

  /**
   * The caller claims an open +1 link: the place becomes their own RSVP (going, confirmed) in the
   * inviter's party, and the inviter's plus-ones go down by one.
   */
  @Post('invitations/:code/claim')
  @TokenScope('rsvps:write')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ClaimedInvitationResponse })
  @ApiProblemResponses(
    'VALIDATION.FAILED',
    'INVITATION.NOT_FOUND',
    'INVITATION.CLOSED',
    'INVITATION.OWN',
    'RSVP.ALREADY_EXISTS',
    'RSVP.EVENT_PAST',
  )
  async claimInvitation(
    @Param() params: InvitationCodeParams,
    @Caller() caller: SessionUser,
  ): Promise<ClaimedInvitationResponse> {
    const rsvp = unwrapOrThrow(await this.claimUseCase.execute({ code: params.code, user: caller }));
    const preview = unwrapOrThrow(await this.invitations.preview(params.code, caller.id));
    return { eventSlug: preview.event.slug, rsvp: toUserRsvpView(rsvp) };
  }
}
