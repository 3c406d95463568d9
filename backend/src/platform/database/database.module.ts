import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { mikroOrmOptions } from './mikro-orm.options';

/** MikroORM on PostgreSQL; feature modules register their schemas with MikroOrmModule.forFeature. */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ ...mikroOrmOptions(config), autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule {}
