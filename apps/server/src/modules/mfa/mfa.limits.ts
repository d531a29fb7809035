import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import type { RequestContext } from '../../http/request-context';

/**
 * Code attempts, per account and per client. A code attempt needs the password first (or a session), so
 * counting every attempt cannot let a stranger lock the owner out.
 */
export const MFA_RATE_RULES = {
  account: { limit: 10, windowSeconds: 15 * 60 },
  client: { limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export const limitCodeAttempts = (
  limiter: RateLimiter,
  tenantId: string,
  userId: string,
  ctx: RequestContext,
): Promise<void> =>
  limiter.hit([
    { key: `mfa:account:${tenantId}:${userId}`, rule: MFA_RATE_RULES.account },
    { key: `mfa:client:${ctx.client}`, rule: MFA_RATE_RULES.client },
  ]);
