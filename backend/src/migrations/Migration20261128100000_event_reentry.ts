import { Migration } from '@mikro-orm/migrations';

// Re-entry at the door (issue 19 §3): guests who left may come back in when the host allows it;
// such an entry takes no seat (the person has one) and is marked on its scan.
export class Migration20261128100000_event_reentry extends Migration {
  override name = 'Migration20261128100000_event_reentry';

  override up(): void {
    this.addSql(`alter table "events" add column "allow_reentry" boolean not null default false;`);
    this.addSql(`alter table "door_scans" add column "reentry" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "door_scans" drop column "reentry";`);
    this.addSql(`alter table "events" drop column "allow_reentry";`);
  }
}
