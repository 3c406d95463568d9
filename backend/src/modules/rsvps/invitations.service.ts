import { Injectable } from '@nestjs/common';
import {
  err,
  InviteFriendsUseCase,
  invitationNotFoundError,
  ok,
  PreviewInvitationUseCase,
  type Result,
} from '@nightlife/domain';
import { toDate } from '../../platform/database/sql-values';
import { SqlEventAccess } from '../event-access';
import type { InvitationPreviewResponse, PlusOneLinkResponse } from './http/invitations.dto';
import { InvitationsQuery } from './persistence/invitations.query';

/** The +1 links as their inviter and their friends read them (issue 20 §5, ADR 0029). */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly inviteUseCase: InviteFriendsUseCase,
    private readonly previewUseCase: PreviewInvitationUseCase,
    private readonly events: SqlEventAccess,
    private readonly query: InvitationsQuery,
  ) {}

  /** The caller's links: one open link per unclaimed plus-one (made on first ask), then the claimed ones. */
  async linksOf(slug: string, userId: string): Promise<Result<PlusOneLinkResponse[]>> {
    const live = await this.inviteUseCase.execute({ slug, userId });
    if (!live.ok) return live;
    const eventId = live.value[0]?.eventId ?? (await this.events.load({ slug }, userId))?.event.id;
    const claimed = eventId === undefined ? [] : await this.query.claimedLinks(eventId, userId);
    return ok([
      ...live.value.map((link) => ({
        id: link.id,
        code: link.code,
        state: 'open' as const,
        claimedBy: null,
        claimedAt: null,
      })),
      ...claimed.map((link) => ({
        id: link.id,
        code: link.code,
        state: 'claimed' as const,
        claimedBy: link.claimed_by,
        claimedAt: toDate(link.claimed_at).toISOString(),
      })),
    ]);
  }

  async preview(code: string, viewerId: string | null): Promise<Result<InvitationPreviewResponse>> {
    const preview = await this.previewUseCase.execute({ code, viewerId });
    if (!preview.ok) return preview;
    const found = await this.events.load({ eventId: preview.value.eventId }, viewerId);
    if (found === null) return err(invitationNotFoundError());
    const { event } = found;
    return ok({
      state: preview.value.state,
      inviterName: preview.value.inviterName,
      yours: preview.value.yours,
      event: {
        id: event.id,
        slug: event.slug,
        title: event.title,
        startsAt: event.startsAt.toISOString(),
        timeZone: preview.value.timeZone,
      },
    });
  }
}
