import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { tooManyRequests } from './errors';

const hashKey = (key: string) => createHash('sha256').update(key).digest();

/** How long a client that signed in successfully stays known to that account. */
const KNOWN_CLIENT_DAYS = 90;

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

  /**
   * Counts one attempt against every key; throws 429 with Retry-After when any is over its limit. A check
   * with `enforce: false` is counted but does not refuse (a limit the caller is exempt from).
   */
  async hit(checks: { key: string; rule: RateRule; enforce?: boolean }[]): Promise<void> {
    let retryAfter = 0;
    await this.db.transaction(null, async (tx) => {
      for (const { key, rule, enforce = true } of checks) {
        const { rows } = await tx.query<{ count: number; retry_after: number }>(
          `insert into rate_limits as r (key, window_start, count) values ($1, now(), 1)
           on conflict (key) do update set
             count = case when r.window_start <= now() - make_interval(secs => $2) then 1 else r.count + 1 end,
             window_start = case when r.window_start <= now() - make_interval(secs => $2) then now() else r.window_start end
           returning count, extract(epoch from (window_start + make_interval(secs => $2) - now()))::float8 as retry_after`,
          [hashKey(key), rule.windowSeconds],
        );
        const row = rows[0];
        if (enforce && row && row.count > Math.floor(rule.limit * this.multiplier)) {
          retryAfter = Math.max(retryAfter, row.retry_after);
        }
      }
    });
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  /** Takes back one counted attempt from every key: an attempt that turned out not to count (a success). */
  async release(keys: string[]): Promise<void> {
    await this.db.transaction(null, async (tx) => {
      for (const key of keys) {
        await tx.query('update rate_limits set count = greatest(count - 1, 0) where key = $1', [
          hashKey(key),
        ]);
      }
    });
  }

  /** Marks a client as known to an account (it signed in successfully). */
  async rememberClient(key: string): Promise<void> {
    await this.db.transaction(null, (tx) =>
      tx.query(
        `insert into sign_in_known_clients (key, last_success) values ($1, now())
         on conflict (key) do update set last_success = now()`,
        [hashKey(key)],
      ),
    );
  }

  async knowsClient(key: string): Promise<boolean> {
    const { rows } = await this.db.transaction(null, (tx) =>
      tx.query(
        'select 1 from sign_in_known_clients where key = $1 and last_success > now() - make_interval(days => $2)',
        [hashKey(key), KNOWN_CLIENT_DAYS],
      ),
    );
    return rows.length > 0;
  }

  /** Drops expired counters and forgotten clients; run now and then. */
  async sweep(): Promise<void> {
    await this.db.transaction(null, async (tx) => {
      await tx.query("delete from rate_limits where window_start < now() - interval '1 day'");
      await tx.query(
        'delete from sign_in_known_clients where last_success < now() - make_interval(days => $1)',
        [KNOWN_CLIENT_DAYS],
      );
    });
  }
}

export const RATE_RULES = {
  /** Failed sign-ins to one account from one client: the tight limit a guesser meets. */
  signInAccountClient: { limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins to one account from anywhere; clients that signed in there before are exempt. */
  signInAccount: { limit: 100, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one client to any account. */
  signInClient: { limit: 50, windowSeconds: 15 * 60 },
  mailAccount: { limit: 5, windowSeconds: 60 * 60 },
  mailClient: { limit: 30, windowSeconds: 60 * 60 },
  redeemAccount: { limit: 10, windowSeconds: 15 * 60 },
  redeemClient: { limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;
