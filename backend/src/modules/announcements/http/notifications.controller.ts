import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MarkNotificationReadUseCase, SessionUser } from '@nightlife/domain';
import { SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { MARK_NOTIFICATION_READ } from '../announcements.tokens';
import { AnnouncementViewsQuery } from '../persistence/announcement-views.query';
import { SqlAnnouncementDeliveries } from '../persistence/sql-announcement-deliveries';
import {
  INBOX_DEFAULT_LIMIT,
  InboxQuery,
  InboxResponse,
  NotificationIdParams,
  UnreadCountResponse,
} from './announcement.dto';

// The signed-in user's inbox: the announcements delivered to them.
@ApiTags('notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(
    private readonly views: AnnouncementViewsQuery,
    private readonly inbox: SqlAnnouncementDeliveries,
    @Inject(MARK_NOTIFICATION_READ) private readonly markRead: MarkNotificationReadUseCase,
  ) {}

  /** The caller's notifications, newest first, with the unread count. */
  @Get()
  @ApiOkResponse({ type: InboxResponse })
  @ApiProblemResponses('VALIDATION.FAILED')
  async listNotifications(@Query() query: InboxQuery, @Caller() caller: SessionUser): Promise<InboxResponse> {
    return this.views.inbox(caller.id, query.limit ?? INBOX_DEFAULT_LIMIT);
  }

  /** Just the unread count, for the navigation's badge. */
  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountResponse })
  async countUnreadNotifications(@Caller() caller: SessionUser): Promise<UnreadCountResponse> {
    return { unreadCount: await this.inbox.unreadCount(caller.id) };
  }

  /** Marks every notification of the caller read. */
  @Post('read-all')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UnreadCountResponse })
  async markAllNotificationsRead(@Caller() caller: SessionUser): Promise<UnreadCountResponse> {
    return this.markRead.all({ userId: caller.id });
  }

  /** Marks one of the caller's notifications read; answers the unread count left. */
  @Post(':notificationId/read')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UnreadCountResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'NOTIFICATION.NOT_FOUND')
  async markNotificationRead(
    @Param() params: NotificationIdParams,
    @Caller() caller: SessionUser,
  ): Promise<UnreadCountResponse> {
    return unwrapOrThrow(
      await this.markRead.execute({ userId: caller.id, notificationId: params.notificationId }),
    );
  }
}
