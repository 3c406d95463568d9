import { Migration } from '@mikro-orm/migrations';

// Invite-only events (issue 20 §5, ADR 0038): `is_private` existed and stays as stored (false
// everywhere today: events stay public); the invitation link's secret is a new column, null until
// an event is first made invite only.
export class Migration20261128150000_event_invite_codes extends Migration {
  override name = 'Migration20261128150000_event_invite_codes';

  override up(): void {
    this.addSql(`alter table "events" add column "invite_code" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "events" drop column "invite_code";`);
  }
}
