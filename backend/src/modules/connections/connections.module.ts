import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConnectUsersUseCase, UuidV7Generator } from '@nightlife/domain';
import { ConnectionsController } from './http/connections.controller';
import { ConnectionSchema } from './persistence/connection.schema';
import { MikroOrmConnectionRepository } from './persistence/mikro-orm-connection.repository';

@Module({
  imports: [MikroOrmModule.forFeature([ConnectionSchema])],
  controllers: [ConnectionsController],
  providers: [
    MikroOrmConnectionRepository,
    {
      provide: ConnectUsersUseCase,
      inject: [MikroOrmConnectionRepository],
      useFactory: (connections: MikroOrmConnectionRepository) =>
        new ConnectUsersUseCase(connections, new UuidV7Generator(), { now: () => new Date() }),
    },
  ],
})
export class ConnectionsModule {}
