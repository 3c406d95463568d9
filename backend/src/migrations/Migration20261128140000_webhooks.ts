import { Migration } from '@mikro-orm/migrations';

// Signed webhooks (issue 23 §2, ADR 0037). An endpoint belongs to its owner (all their hosted
// events) or to one of their events; its signing secret is stored sealed (AES-256-GCM under a key
// derived from the session secret), with the previous one during a roll. A delivery is one change
// for one endpoint (unique: the same change is never delivered twice to an endpoint); each HTTP
// try is an attempt row.
export class Migration20261128140000_webhooks extends Migration {
  override name = 'Migration20261128140000_webhooks';

  override up(): void {
    this.addSql(`
      create table "webhook_endpoints" (
        "id" uuid primary key,
        "owner_id" uuid not null references "users" ("id") on delete cascade,
        "event_id" uuid references "events" ("id") on delete cascade,
        "url" text not null,
        "event_types" text[] not null check (cardinality("event_types") > 0),
        "sealed_secret" text not null,
        "sealed_previous_secret" text,
        "previous_secret_until" timestamptz,
        "created_at" timestamptz not null,
        "failing_since" timestamptz,
        "disabled_at" timestamptz
      );`);
    this.addSql(`create index "webhook_endpoints_owner" on "webhook_endpoints" ("owner_id");`);
    this.addSql(
      `create index "webhook_endpoints_event" on "webhook_endpoints" ("event_id") where "event_id" is not null;`,
    );
    this.addSql(`
      create table "webhook_deliveries" (
        "id" uuid primary key,
        "endpoint_id" uuid not null references "webhook_endpoints" ("id") on delete cascade,
        "change_id" uuid not null,
        "event_type" text not null,
        "event_id" uuid not null,
        "body" text not null,
        "created_at" timestamptz not null,
        "state" text not null check ("state" in ('pending', 'delivered', 'failed')),
        "attempts" int not null default 0,
        "queued_attempt" int not null default 1,
        "next_attempt_at" timestamptz,
        "delivered_at" timestamptz,
        unique ("endpoint_id", "change_id")
      );`);
    this.addSql(
      `create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "state" = 'pending';`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint" on "webhook_deliveries" ("endpoint_id", "created_at" desc);`,
    );
    this.addSql(`
      create table "webhook_attempts" (
        "id" uuid primary key,
        "delivery_id" uuid not null references "webhook_deliveries" ("id") on delete cascade,
        "attempt" int not null,
        "started_at" timestamptz not null,
        "duration_ms" int not null,
        "status_code" int,
        "error" text,
        "response_excerpt" text,
        unique ("delivery_id", "attempt")
      );`);
  }

  override down(): void {
    this.addSql(`drop table "webhook_attempts";`);
    this.addSql(`drop table "webhook_deliveries";`);
    this.addSql(`drop table "webhook_endpoints";`);
  }
}
