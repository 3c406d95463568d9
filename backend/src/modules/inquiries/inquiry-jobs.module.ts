import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { NotifyTeamJob } from './jobs/notify-team.job';
import { INQUIRY_SCHEMAS } from './persistence/inquiry.schemas';
import { MikroOrmInquiryRepository } from './persistence/mikro-orm-inquiry.repository';

/** What inquiry jobs need, without HTTP: imported by InquiriesModule and by the worker. */
@Module({
  imports: [MikroOrmModule.forFeature(INQUIRY_SCHEMAS), MailModule],
  providers: [MikroOrmInquiryRepository, NotifyTeamJob],
  exports: [MikroOrmInquiryRepository],
})
export class InquiryJobsModule {}
