import { Module } from '@nestjs/common';
import {
  type Clock,
  type IdGenerator,
  type JobOutbox,
  MarkNotificationReadUseCase,
  SendAnnouncementUseCase,
  type UnitOfWork,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { UNIT_OF_WORK } from '../../platform/database/database.tokens';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { JOB_OUTBOX } from '../../platform/queue/queue.tokens';
import { EventAccessModule, SqlEventAccess } from '../event-access';
import { AnnouncementJobsModule } from './announcement-jobs.module';
import { AnnouncementReportsService } from './announcement-reports.service';
import { MARK_NOTIFICATION_READ, SEND_ANNOUNCEMENT } from './announcements.tokens';
import { AnnouncementsController } from './http/announcements.controller';
import { NotificationsController } from './http/notifications.controller';
import { AnnouncementViewsQuery } from './persistence/announcement-views.query';
import { SqlAnnouncementDeliveries } from './persistence/sql-announcement-deliveries';
import { SqlAnnouncementRepository } from './persistence/sql-announcement.repository';

/** Hosts' announcements (sending, delivery reports) and the attendees' inbox. */
@Module({
  imports: [AnnouncementJobsModule, EventAccessModule],
  controllers: [AnnouncementsController, NotificationsController],
  providers: [
    SqlAnnouncementRepository,
    AnnouncementViewsQuery,
    AnnouncementReportsService,
    {
      provide: SEND_ANNOUNCEMENT,
      inject: [
        UNIT_OF_WORK,
        SqlEventAccess,
        SqlAnnouncementRepository,
        JOB_OUTBOX,
        ID_GENERATOR,
        CLOCK,
        AppConfig,
      ],
      useFactory: (
        uow: UnitOfWork,
        events: SqlEventAccess,
        announcements: SqlAnnouncementRepository,
        outbox: JobOutbox,
        ids: IdGenerator,
        clock: Clock,
        config: AppConfig,
      ) =>
        new SendAnnouncementUseCase(
          uow,
          events,
          announcements,
          outbox,
          ids,
          clock,
          config.announcementsPerEventPerDay,
        ),
    },
    {
      provide: MARK_NOTIFICATION_READ,
      inject: [SqlAnnouncementDeliveries, CLOCK],
      useFactory: (inbox: SqlAnnouncementDeliveries, clock: Clock) =>
        new MarkNotificationReadUseCase(inbox, clock),
    },
  ],
})
export class AnnouncementsModule {}
