export { ConnectionsModule } from './connections.module';
