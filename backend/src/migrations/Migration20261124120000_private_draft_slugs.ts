import { Migration } from '@mikro-orm/migrations';

// Events that are not public (drafts, unpublished) get private slugs, as the domain's
// privateSlug builds them for new events: the root (at most 67 characters), '-d' and the last
// 11 hex digits of the id. A draft holding a bare title slug would make anyone creating an
// event with that title get '-2', learning that the draft exists (docs/adr/0004).
export class Migration20261124120000_private_draft_slugs extends Migration {
  override name = 'Migration20261124120000_private_draft_slugs';

  override up(): void {
    this.addSql(`
      update "events"
      set "slug" = rtrim(left("slug", 67), '-') || '-d' || right(replace("id"::text, '-', ''), 11)
      where ("is_draft" or not "is_published") and "slug" !~ '-d[0-9a-f]{11}$';
    `);
  }

  override down(): void {
    // The earlier slugs are not kept; private slugs stay valid, unique slugs.
  }
}
