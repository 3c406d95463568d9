import { type DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from './modules/accounts';
import { AnnouncementsModule } from './modules/announcements';
import { ConnectionsModule } from './modules/connections';
import { AccessTokensModule } from './modules/access-tokens';
import { WebhooksModule } from './modules/webhooks';
import { DoorModule } from './modules/door';
import { ErrorReportsModule } from './modules/error-reports';
import { EventsModule } from './modules/events';
import { HealthModule } from './modules/health';
import { InquiriesModule } from './modules/inquiries';
import { QrCodesModule } from './modules/qr-codes';
import { RsvpsModule } from './modules/rsvps';
import { StaffModule } from './modules/staff';
import { ThemesModule } from './modules/themes';
import { TicketsModule } from './modules/tickets';
import { UploadsModule } from './modules/uploads';
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
        DoorModule,
        AccessTokensModule,
        WebhooksModule,
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
