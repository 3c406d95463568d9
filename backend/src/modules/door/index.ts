export { DoorModule } from './door.module';
export { TicketCodes } from './ticket-codes';
