import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '@nightlife/domain';

/**
 * The domain's UnitOfWork as one PostgreSQL transaction. Repositories and the job outbox use
 * the injected (context-aware) EntityManager: inside `run` MikroORM routes their queries to
 * the transaction's fork, so they need no transaction parameter. A nested `run` joins.
 */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
