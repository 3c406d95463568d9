import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { type Clock, ConnectUsersUseCase, type IdGenerator } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { ConnectionsController } from './http/connections.controller';
import { ConnectionSchema } from './persistence/connection.schema';
import { ConnectionsQuery } from './persistence/connections.query';
import { MikroOrmConnectionRepository } from './persistence/mikro-orm-connection.repository';

@Module({
  imports: [MikroOrmModule.forFeature([ConnectionSchema])],
  controllers: [ConnectionsController],
  providers: [
    MikroOrmConnectionRepository,
    ConnectionsQuery,
    {
      provide: ConnectUsersUseCase,
      inject: [MikroOrmConnectionRepository, ID_GENERATOR, CLOCK],
      useFactory: (connections: MikroOrmConnectionRepository, ids: IdGenerator, clock: Clock) =>
        new ConnectUsersUseCase(connections, ids, clock),
    },
  ],
})
export class ConnectionsModule {}
