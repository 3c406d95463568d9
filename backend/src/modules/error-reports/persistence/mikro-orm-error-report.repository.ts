import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorReportJob, ErrorReportRepository } from '@nightlife/domain';
import { toErrorReportRecord } from './error-report.mapper';
import { ErrorReportSchema } from './error-report.schema';

export class MikroOrmErrorReportRepository implements ErrorReportRepository {
  /** `em` must be a fork owned by the caller (the job), not the request-scoped manager. */
  constructor(private readonly em: EntityManager) {}

  async saveIfAbsent(job: ErrorReportJob): Promise<boolean> {
    // `on conflict do nothing` makes a retried or duplicated job a no-op, race-free.
    const result = await this.em
      .createQueryBuilder(ErrorReportSchema)
      .insert(toErrorReportRecord(job, new Date()))
      .onConflict('id')
      .ignore()
      .execute('run');
    return result.affectedRows === 1;
  }
}
