import { Migration } from '@mikro-orm/migrations';

// The transactional outbox (docs/jobs.md): a use case writes a job row in the same
// transaction as its data; the relay publishes pending rows to BullMQ with the row id as the
// job id and sets sent_at. The partial index keeps the relay's poll an index scan however
// many sent rows are kept.
export class Migration20261124110000_job_outbox extends Migration {
  override name = 'Migration20261124110000_job_outbox';

  override up(): void {
    this.addSql(`
      create table "job_outbox" (
        "id" uuid primary key,
        "job_name" text not null,
        "payload" jsonb not null,
        "created_at" timestamptz not null,
        "sent_at" timestamptz null
      );
    `);
    this.addSql(`create index "job_outbox_pending_idx" on "job_outbox" ("id") where "sent_at" is null;`);
    this.addSql(
      `create index "job_outbox_sent_at_idx" on "job_outbox" ("sent_at") where "sent_at" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "job_outbox";`);
  }
}
