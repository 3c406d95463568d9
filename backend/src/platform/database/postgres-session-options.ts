/**
 * Session settings of every connection the app opens (pg's `options` startup parameter). A
 * statement with bound values is planned once per connection, generically, not again for each
 * execution with its values (ADR 0047): PostgreSQL's default (`auto`) kept re-planning the places
 * load and save on every RSVP. The ORM's pool, the session store's pool and the benchmarks' raw
 * yardsticks all use it.
 */
export const POSTGRES_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';
