import { Module } from '@nestjs/common';
import { MarkCheckedInUseCase, MarkNotCheckedInUseCase } from '@nightlife/domain';
import { RsvpsModule, SqlEventPlacesStore } from '../rsvps';
import { CheckInsService } from './check-ins.service';
import { EventAccessModule } from '../event-access';
import { DoorGuard } from './door-access';
import { DoorKeyRing } from './door-key-ring';
import { DoorPassesService } from './door-passes.service';
import { DoorPassesController } from './http/door-passes.controller';
import { DoorService } from './door.service';
import { DoorController } from './http/door.controller';
import { TicketCodes } from './ticket-codes';

/** The door (issue 19, ADR 0030): signed ticket codes and the keys to verify them. */
@Module({
  imports: [EventAccessModule, RsvpsModule],
  controllers: [DoorController, DoorPassesController],
  providers: [
    DoorKeyRing,
    TicketCodes,
    DoorService,
    CheckInsService,
    DoorPassesService,
    DoorGuard,
    {
      provide: MarkCheckedInUseCase,
      inject: [SqlEventPlacesStore],
      useFactory: (places: SqlEventPlacesStore) => new MarkCheckedInUseCase(places),
    },
    {
      provide: MarkNotCheckedInUseCase,
      inject: [SqlEventPlacesStore],
      useFactory: (places: SqlEventPlacesStore) => new MarkNotCheckedInUseCase(places),
    },
  ],
  exports: [TicketCodes],
})
export class DoorModule {}
