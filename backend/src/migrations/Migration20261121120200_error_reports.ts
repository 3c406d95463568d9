import { Migration } from '@mikro-orm/migrations';

// Error reports filed by the worker. The id is the reportId handed to the client, so
// filing the same job twice cannot create a second row.
export class Migration20261121120200_error_reports extends Migration {
  override name = 'Migration20261121120200_error_reports';

  override up(): void {
    this.addSql(`
      create table "error_reports" (
        "id" uuid primary key,
        "user_id" uuid null references "users" ("id") on delete set null,
        "category" text not null,
        "severity" text not null,
        "description" text not null,
        "steps_to_reproduce" text null,
        "expected_behavior" text null,
        "actual_behavior" text null,
        "error_details" jsonb null,
        "context" jsonb null,
        "browser_info" jsonb null,
        "console_errors" jsonb not null default '[]',
        "auto_triggered" boolean not null default false,
        "received_at" timestamptz not null,
        "filed_at" timestamptz not null default now()
      );
    `);
    this.addSql(`create index "error_reports_received_at_idx" on "error_reports" ("received_at");`);
    this.addSql(`create index "error_reports_user_id_idx" on "error_reports" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "error_reports";`);
  }
}
