import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `error_reports`; the id is the reportId returned to the client. Structured parts
// of the report stay jsonb: they are read by people, not queried column by column.
export const ErrorReportSchema = defineEntity({
  name: 'ErrorReport',
  tableName: 'error_reports',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().nullable(),
    category: p.text(),
    severity: p.text(),
    description: p.text(),
    stepsToReproduce: p.text().nullable(),
    expectedBehavior: p.text().nullable(),
    actualBehavior: p.text().nullable(),
    errorDetails: p.json<Record<string, unknown>>().nullable(),
    context: p.json<Record<string, unknown>>().nullable(),
    browserInfo: p.json<Record<string, unknown>>().nullable(),
    consoleErrors: p.json<Record<string, unknown>[]>(),
    autoTriggered: p.boolean(),
    receivedAt: p.datetime(),
    filedAt: p.datetime(),
  },
});

export type ErrorReportRecord = InferEntity<typeof ErrorReportSchema>;
