import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { UNIT_OF_WORK } from './database.tokens';
import { mikroOrmOptions } from './mikro-orm.options';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';
import { SqlClient } from './sql-client';

/**
 * MikroORM on PostgreSQL, the domain's UnitOfWork (inject UNIT_OF_WORK) and SqlClient (bound
 * parameters on the same pool, for hot paths); feature modules register their schemas with
 * MikroOrmModule.forFeature.
 */
@Global()
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...mikroOrmOptions(config),
        autoLoadEntities: true,
        // No entity manager fork per request: reads run raw statements, and entity work runs
        // in a unit of work (its own transaction context) or a job's own request context.
        registerRequestContext: false,
      }),
    }),
  ],
  providers: [{ provide: UNIT_OF_WORK, useClass: MikroOrmUnitOfWork }, SqlClient],
  exports: [UNIT_OF_WORK, SqlClient],
})
export class DatabaseModule {}
