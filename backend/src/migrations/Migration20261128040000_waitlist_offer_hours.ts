import { Migration } from '@mikro-orm/migrations';

// How long a waitlist offer lasts at most, per event (issue 20 §3, ADR 0027): 2 hours unless the
// host chose otherwise.
export class Migration20261128040000_waitlist_offer_hours extends Migration {
  override name = 'Migration20261128040000_waitlist_offer_hours';

  override up(): void {
    this.addSql(
      `alter table "events" add column "waitlist_offer_hours" smallint not null default 2 check ("waitlist_offer_hours" between 1 and 24);`,
    );
  }

  override down(): void {
    this.addSql(`alter table "events" drop column "waitlist_offer_hours";`);
  }
}
