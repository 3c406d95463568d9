export { TicketsModule } from './tickets.module';
