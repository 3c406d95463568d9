import { requireEvent, type EventAccess } from '../../events/event-access.js';
import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { err, type Result } from '../../kernel/result.js';
import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import { recipientsInvalidError } from '../announcement-errors.js';
import { fanOutAnnouncementJob } from '../announcement-jobs.js';
import {
  ANNOUNCEMENT_WINDOW_MS,
  type Announcement,
  checkAnnouncementInput,
  withinDailyLimit,
} from '../announcement.js';
import type { AnnouncementRepository } from '../announcement.repository.port.js';

export interface SendAnnouncementInput {
  eventId: string;
  callerId: string;
  message: unknown;
  recipientIds: unknown;
}

/**
 * The host sends a message to RSVPs of their event. Only the announcement and its fan-out job
 * are stored, in one transaction, so the answer never waits for the recipients (delivery is
 * the job's). To anyone but the host the event does not exist (EVENT.NOT_FOUND).
 */
export class SendAnnouncementUseCase {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventAccess,
    private readonly announcements: AnnouncementRepository,
    private readonly outbox: JobOutbox,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly perEventPerDay: number,
  ) {}

  async execute(input: SendAnnouncementInput): Promise<Result<Announcement>> {
    const event = await requireEvent(this.events, { eventId: input.eventId }, input.callerId, 'manage');
    if (!event.ok) return event;
    const checked = checkAnnouncementInput(input);
    if (!checked.ok) return err(DomainError.validation(checked.errors));
    const foreign = await this.announcements.countForeignRecipients(input.eventId, checked.recipientIds);
    if (foreign > 0) return err(recipientsInvalidError(foreign));

    const now = this.clock.now();
    const announcement: Announcement = {
      id: this.ids.next(),
      eventId: input.eventId,
      message: checked.message,
      recipientIds: checked.recipientIds,
      createdAt: now,
    };
    return this.uow.run(async () => {
      const created = await this.announcements.addIfAllowed(
        announcement,
        new Date(now.getTime() - ANNOUNCEMENT_WINDOW_MS),
        (sentSince) => withinDailyLimit(sentSince, this.perEventPerDay),
      );
      if (created.ok) await this.outbox.add(fanOutAnnouncementJob, { announcementId: announcement.id });
      return created;
    });
  }
}
