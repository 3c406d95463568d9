import { Module } from '@nestjs/common';
import { EventAccessModule } from '../event-access';
import { DoorKeyRing } from './door-key-ring';
import { DoorService } from './door.service';
import { DoorController } from './http/door.controller';
import { TicketCodes } from './ticket-codes';

/** The door (issue 19, ADR 0030): signed ticket codes and the keys to verify them. */
@Module({
  imports: [EventAccessModule],
  controllers: [DoorController],
  providers: [DoorKeyRing, TicketCodes, DoorService],
  exports: [TicketCodes],
})
export class DoorModule {}
