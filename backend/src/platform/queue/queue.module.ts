import { Global, Module } from '@nestjs/common';
import { QueueFactory } from './queue.factory';

@Global()
@Module({ providers: [QueueFactory], exports: [QueueFactory] })
export class QueueModule {}
