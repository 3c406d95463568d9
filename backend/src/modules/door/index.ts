export { DoorModule } from './door.module';
export { TicketCodes } from './ticket-codes';
export { doorTicketOfRow, type DoorTicketRow } from './door-ticket-row';
