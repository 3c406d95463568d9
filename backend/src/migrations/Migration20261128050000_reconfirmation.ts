import { Migration } from '@mikro-orm/migrations';

// Day-of reconfirmation (issue 20 §4, ADR 0028): the host's option with its question and deadline
// (hours before the start), and when a guest reconfirmed.
export class Migration20261128050000_reconfirmation extends Migration {
  override name = 'Migration20261128050000_reconfirmation';

  override up(): void {
    this.addSql(`alter table "events" add column "reconfirm" boolean not null default false;`);
    this.addSql(
      `alter table "events" add column "reconfirm_ask_hours" smallint not null default 6 check ("reconfirm_ask_hours" between 2 and 48);`,
    );
    this.addSql(
      `alter table "events" add column "reconfirm_deadline_hours" smallint not null default 2 check ("reconfirm_deadline_hours" between 1 and 24);`,
    );
    this.addSql(`alter table "rsvps" add column "reconfirmed_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "rsvps" drop column "reconfirmed_at";`);
    this.addSql(`alter table "events" drop column "reconfirm_deadline_hours";`);
    this.addSql(`alter table "events" drop column "reconfirm_ask_hours";`);
    this.addSql(`alter table "events" drop column "reconfirm";`);
  }
}
