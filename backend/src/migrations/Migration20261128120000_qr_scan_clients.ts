import { Migration } from '@mikro-orm/migrations';

// Who scanned a QR code lately (issue 23 §4): a client's repeated scans of one code count once
// per window. The client is a keyed hash of its address and browser, never the address itself;
// rows older than the window are deleted by the next scan of the code.
export class Migration20261128120000_qr_scan_clients extends Migration {
  override name = 'Migration20261128120000_qr_scan_clients';

  override up(): void {
    this.addSql(`
      create table "qr_scan_clients" (
        "code_id" uuid not null references "qr_codes" ("id") on delete cascade,
        "client_key" text not null check ("client_key" ~ '^[0-9a-f]{64}$'),
        "counted_at" timestamptz not null,
        primary key ("code_id", "client_key")
      );`);
  }

  override down(): void {
    this.addSql(`drop table "qr_scan_clients";`);
  }
}
