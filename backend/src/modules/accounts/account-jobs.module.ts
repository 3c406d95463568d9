import { Module } from '@nestjs/common';
import { UserMediaService } from '../uploads';
import { EraseAccountFilesJob } from './jobs/erase-account-files.job';

/** What account jobs need, without HTTP: imported by AccountsModule and by the worker. */
@Module({
  providers: [UserMediaService, EraseAccountFilesJob],
})
export class AccountJobsModule {}
