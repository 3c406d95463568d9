import { Module } from '@nestjs/common';
import { StaffController } from './http/staff.controller';
import { StaffInboxQuery } from './persistence/staff-inbox.query';

/** The staff inbox of visitor submissions (read side of the inquiries context). */
@Module({
  controllers: [StaffController],
  providers: [StaffInboxQuery],
})
export class StaffModule {}
