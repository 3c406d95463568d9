import { Migration } from '@mikro-orm/migrations';

// Supervisor overrides at the door (issue 19 §2, ADR 0033): a check-in undone, or a refused scan
// admitted anyway, each kept on its scan with who did it, when and why.
export class Migration20261128110000_door_overrides extends Migration {
  override name = 'Migration20261128110000_door_overrides';

  override up(): void {
    this.addSql(`
      alter table "door_scans"
        add column "override" text check ("override" in ('undone', 'admitted')),
        add column "override_by" text,
        add column "override_reason" text,
        add column "override_at" timestamptz,
        add constraint "door_scans_override_recorded" check (
          ("override" is null) = ("override_by" is null)
          and ("override" is null) = ("override_reason" is null)
          and ("override" is null) = ("override_at" is null));`);
  }

  override down(): void {
    this.addSql(`
      alter table "door_scans" drop constraint "door_scans_override_recorded",
        drop column "override", drop column "override_by", drop column "override_reason",
        drop column "override_at";`);
  }
}
