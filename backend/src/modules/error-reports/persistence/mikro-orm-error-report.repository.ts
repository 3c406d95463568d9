import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ErrorReportRepository, FiledErrorReport } from '@nightlife/domain';
import { fromErrorReportRecord, toErrorReportRecord } from './error-report.mapper';
import { ErrorReportSchema } from './error-report.schema';

/** Uses the context-aware EntityManager: inside a unit of work its writes join the transaction. */
@Injectable()
export class MikroOrmErrorReportRepository implements ErrorReportRepository {
  constructor(private readonly em: EntityManager) {}

  async save(filed: FiledErrorReport): Promise<void> {
    await this.em.insert(ErrorReportSchema, toErrorReportRecord(filed));
  }

  async findById(reportId: string): Promise<FiledErrorReport | null> {
    const record = await this.em.findOne(ErrorReportSchema, { id: reportId });
    return record ? fromErrorReportRecord(record) : null;
  }
}
