import { Migration } from '@mikro-orm/migrations';

// +1s as claimable invitations (issue 20 §5, ADR 0029): one link per plus-one of a guest, claimed
// by a friend (then their own RSVP) or withdrawn by the inviter. `claimed_at` says it was claimed
// even after the claimant's account (and RSVP) is gone.
export class Migration20261128060000_plus_one_invitations extends Migration {
  override name = 'Migration20261128060000_plus_one_invitations';

  override up(): void {
    this.addSql(`
      create table "plus_one_invitations" (
        "id" uuid primary key,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "rsvp_id" uuid not null references "rsvps" ("id") on delete cascade,
        "code" text not null unique check ("code" ~ '^[A-Za-z0-9_-]{22}$'),
        "created_at" timestamptz not null,
        "claimed_rsvp_id" uuid references "rsvps" ("id") on delete set null,
        "claimed_at" timestamptz,
        "withdrawn_at" timestamptz
      );`);
    this.addSql(`create index "plus_one_invitations_rsvp" on "plus_one_invitations" ("rsvp_id");`);
    this.addSql(
      `create index "plus_one_invitations_claimed_rsvp" on "plus_one_invitations" ("claimed_rsvp_id") where "claimed_rsvp_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table "plus_one_invitations";`);
  }
}
