import type { Clock } from '../../kernel/clock.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { notificationNotFoundError } from '../announcement-errors.js';
import type { NotificationInbox } from '../announcement.repository.port.js';

/**
 * An attendee marks one notification of their inbox read (or all of them). Someone else's
 * notification does not exist for them. Answers the unread count left, for the badge.
 */
export class MarkNotificationReadUseCase {
  constructor(
    private readonly inbox: NotificationInbox,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; notificationId: string }): Promise<Result<{ unreadCount: number }>> {
    if (!(await this.inbox.markRead(input.userId, input.notificationId, this.clock.now()))) {
      return err(notificationNotFoundError());
    }
    return ok({ unreadCount: await this.inbox.unreadCount(input.userId) });
  }

  async all(input: { userId: string }): Promise<{ unreadCount: number }> {
    await this.inbox.markAllRead(input.userId, this.clock.now());
    return { unreadCount: 0 };
  }
}
