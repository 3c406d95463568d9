import { Module } from '@nestjs/common';
import { SqlEventAccess } from './sql-event-access';

/**
 * The event-access gate's port (the domain's EventAccess) for every module that gates on an
 * event; a module of its own so importing it registers no routes.
 */
@Module({ providers: [SqlEventAccess], exports: [SqlEventAccess] })
export class EventAccessModule {}
