import type { MikroORM } from '@mikro-orm/postgresql';
import type { ThrottlerStorage } from '@nestjs/throttler';

// One atomic upsert per hit (fixed window, same semantics as the Redis storage): a row whose
// window has ended starts over at 1.
const INCREMENT = `
insert into rate_limit_hits (key, hits, expires_at)
values (?, 1, now() + ? * interval '1 millisecond')
on conflict (key) do update set
  hits = case when rate_limit_hits.expires_at <= now() then 1 else rate_limit_hits.hits + 1 end,
  expires_at = case when rate_limit_hits.expires_at <= now() then excluded.expires_at else rate_limit_hits.expires_at end
returning hits, ceil(extract(epoch from (expires_at - now())))::int as seconds_left`;

const PRUNE_EVERY_MS = 10 * 60_000;

/** Rate-limit counters in PostgreSQL (no REDIS_URL): limits hold across replicas too. */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly orm: MikroORM) {
    // Expired rows are dead weight only; clear them now and then, off the request path.
    setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorage['increment']> {
    const [row] = await this.orm.em
      .getConnection()
      .execute<{ hits: number; seconds_left: number }[]>(INCREMENT, [`${throttlerName}:${key}`, ttl]);
    const secondsLeft = Math.max(1, row.seconds_left);
    const isBlocked = row.hits > limit;
    return {
      totalHits: row.hits,
      timeToExpire: secondsLeft,
      isBlocked,
      timeToBlockExpire: isBlocked ? secondsLeft : 0,
    };
  }

  async prune(): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute('delete from rate_limit_hits where expires_at < now()')
      .catch(() => undefined);
  }
}
