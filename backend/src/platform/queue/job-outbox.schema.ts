import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `job_outbox` (migration 20261124110000): one row per scheduled job; the id is also
// the BullMQ job id, so publishing a row twice makes one job.
export const JobOutboxSchema = defineEntity({
  name: 'JobOutboxRow',
  tableName: 'job_outbox',
  properties: {
    id: p.uuid().primary(),
    jobName: p.text(),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'job_outbox_pending_idx',
      expression: 'create index "job_outbox_pending_idx" on "job_outbox" ("id") where "sent_at" is null',
    },
    {
      name: 'job_outbox_sent_at_idx',
      expression:
        'create index "job_outbox_sent_at_idx" on "job_outbox" ("sent_at") where "sent_at" is not null',
    },
  ],
});

export type JobOutboxRow = InferEntity<typeof JobOutboxSchema>;
