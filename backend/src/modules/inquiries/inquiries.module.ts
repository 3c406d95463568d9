import { Module } from '@nestjs/common';
import {
  type Clock,
  type IdGenerator,
  type JobOutbox,
  JoinEmailListUseCase,
  SubmitContactInquiryUseCase,
  SubmitHookahBookingUseCase,
  type UnitOfWork,
} from '@nightlife/domain';
import { UNIT_OF_WORK } from '../../platform/database/database.tokens';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { JOB_OUTBOX } from '../../platform/queue/queue.tokens';
import { InquiriesController } from './http/inquiries.controller';
import { InquiryJobsModule } from './inquiry-jobs.module';
import { JOIN_EMAIL_LIST, SUBMIT_CONTACT_INQUIRY, SUBMIT_HOOKAH_BOOKING } from './inquiries.tokens';
import { MikroOrmInquiryRepository } from './persistence/mikro-orm-inquiry.repository';

const INTAKE_DEPENDENCIES = [UNIT_OF_WORK, MikroOrmInquiryRepository, JOB_OUTBOX, ID_GENERATOR, CLOCK];
type Intake = [UnitOfWork, MikroOrmInquiryRepository, JobOutbox, IdGenerator, Clock];

@Module({
  imports: [InquiryJobsModule],
  controllers: [InquiriesController],
  providers: [
    {
      provide: SUBMIT_CONTACT_INQUIRY,
      inject: INTAKE_DEPENDENCIES,
      useFactory: (...deps: Intake) => new SubmitContactInquiryUseCase(...deps),
    },
    {
      provide: JOIN_EMAIL_LIST,
      inject: INTAKE_DEPENDENCIES,
      useFactory: (...deps: Intake) => new JoinEmailListUseCase(...deps),
    },
    {
      provide: SUBMIT_HOOKAH_BOOKING,
      inject: INTAKE_DEPENDENCIES,
      useFactory: (...deps: Intake) => new SubmitHookahBookingUseCase(...deps),
    },
  ],
})
export class InquiriesModule {}
