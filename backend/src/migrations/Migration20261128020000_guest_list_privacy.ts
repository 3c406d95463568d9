import { Migration } from '@mikro-orm/migrations';

// Guest-list privacy (issue 21 §4): who the host shares the guest list with, and attendees who hide
// themselves from it (still counted, seen by the host and at the door).
export class Migration20261128020000_guest_list_privacy extends Migration {
  override name = 'Migration20261128020000_guest_list_privacy';

  override up(): void {
    this.addSql(`alter table "events" add column "guest_list_visibility" text not null default 'signed-in';`);
    this.addSql(`alter table "rsvps" add column "hidden" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "rsvps" drop column "hidden";`);
    this.addSql(`alter table "events" drop column "guest_list_visibility";`);
  }
}
