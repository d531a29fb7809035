import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { tooManyRequests } from './errors';

export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every instance behind a load balancer shares them. Keys are
 * hashed: no e-mail or client address is stored.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly multiplier: number,
  ) {}

  /** Counts one attempt against every key; throws 429 with Retry-After when any is over its limit. */
  async hit(checks: { key: string; rule: RateRule }[]): Promise<void> {
    let retryAfter = 0;
    await this.db.transaction(null, async (tx) => {
      for (const { key, rule } of checks) {
        const { rows } = await tx.query<{ count: number; retry_after: number }>(
          `insert into rate_limits as r (key, window_start, count) values ($1, now(), 1)
           on conflict (key) do update set
             count = case when r.window_start <= now() - make_interval(secs => $2) then 1 else r.count + 1 end,
             window_start = case when r.window_start <= now() - make_interval(secs => $2) then now() else r.window_start end
           returning count, extract(epoch from (window_start + make_interval(secs => $2) - now()))::float8 as retry_after`,
          [createHash('sha256').update(key).digest(), rule.windowSeconds],
        );
        const row = rows[0];
        if (row && row.count > Math.floor(rule.limit * this.multiplier)) {
          retryAfter = Math.max(retryAfter, row.retry_after);
        }
      }
    });
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  /** Drops expired counters; run now and then. */
  async sweep(): Promise<void> {
    await this.db.transaction(null, (tx) =>
      tx.query("delete from rate_limits where window_start < now() - interval '1 day'"),
    );
  }
}

export const RATE_RULES = {
  signInAccount: { limit: 10, windowSeconds: 15 * 60 },
  signInClient: { limit: 50, windowSeconds: 15 * 60 },
  mailAccount: { limit: 5, windowSeconds: 60 * 60 },
  mailClient: { limit: 30, windowSeconds: 60 * 60 },
  redeemAccount: { limit: 10, windowSeconds: 15 * 60 },
  redeemClient: { limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;
