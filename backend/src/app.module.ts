import { type DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AnnouncementsModule } from './modules/announcements/announcements.module';
import { ConnectionsModule } from './modules/connections/connections.module';
import { ErrorReportsModule } from './modules/error-reports/error-reports.module';
import { EventsModule } from './modules/events/events.module';
import { HealthModule } from './modules/health/health.module';
import { InquiriesModule } from './modules/inquiries/inquiries.module';
import { QrCodesModule } from './modules/qr-codes/qr-codes.module';
import { RsvpsModule } from './modules/rsvps/rsvps.module';
import { StaffModule } from './modules/staff/staff.module';
import { ThemesModule } from './modules/themes/themes.module';
import { TicketsModule } from './modules/tickets/tickets.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { LoggingModule } from './platform/logging/logging.module';
import { createRootLogger, type RootLogger } from './platform/logging/root-logger';
import { KernelModule } from './platform/kernel/kernel.module';
import { QueueModule } from './platform/queue/queue.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { RedisModule } from './platform/redis/redis.module';
import { SessionsModule } from './platform/sessions/sessions.module';
import { StorageModule } from './platform/storage/storage.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, logger: RootLogger = createRootLogger(config)): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        KernelModule,
        DatabaseModule,
        RedisModule,
        QueueModule,
        SessionsModule,
        RateLimitModule,
        StorageModule,
        HealthModule,
        AccountsModule,
        ThemesModule,
        // Before EventsModule: its 'events/:event' would otherwise catch 'events/rsvps-with-users'.
        RsvpsModule,
        EventsModule,
        TicketsModule,
        ConnectionsModule,
        ErrorReportsModule,
        InquiriesModule,
        StaffModule,
        UploadsModule,
        AnnouncementsModule,
        QrCodesModule,
      ],
    };
  }
}
