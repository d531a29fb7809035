import { RATE_RULES, type RateLimiter } from '../../lib/rate-limit';
import type { RequestContext } from '../../http/request-context';

export const accountKey = (kind: string, tenantId: string, email: string) =>
  `${kind}:account:${tenantId}:${email}`;

export const clientKey = (kind: string, ctx: RequestContext) => `${kind}:client:${ctx.client}`;

/** Register and forgot-password: each sends a mail. */
export const mailLimits = (limiter: RateLimiter, tenantId: string, email: string, ctx: RequestContext) =>
  limiter.hit([
    { key: accountKey('mail', tenantId, email), rule: RATE_RULES.mailAccount },
    { key: clientKey('mail', ctx), rule: RATE_RULES.mailClient },
  ]);

/** Redeeming a link's code or ticket: verify e-mail, sign up, reset password. */
export const redeemLimits = (limiter: RateLimiter, tenantId: string, email: string, ctx: RequestContext) =>
  limiter.hit([
    { key: accountKey('redeem', tenantId, email), rule: RATE_RULES.redeemAccount },
    { key: clientKey('redeem', ctx), rule: RATE_RULES.redeemClient },
  ]);

/**
 * Sign-in counts failures only: every attempt is counted first (so parallel guesses cannot slip past) and a
 * success takes its count back. The tight limit is per account and client; the account's global limit is far
 * higher and does not apply to a client that signed in to that account before.
 */
export function signInLimits(limiter: RateLimiter, tenantId: string, email: string, ctx: RequestContext) {
  const accountClient = `signin:account-client:${tenantId}:${email}:${ctx.client}`;
  const account = accountKey('signin', tenantId, email);
  const client = clientKey('signin', ctx);
  const knownClient = `signin:known-client:${tenantId}:${email}:${ctx.client}`;
  return {
    /** Throws 429 with Retry-After when this attempt is over a limit. */
    async admit(): Promise<void> {
      const known = await limiter.knowsClient(knownClient);
      await limiter.hit([
        { key: accountClient, rule: RATE_RULES.signInAccountClient },
        { key: account, rule: RATE_RULES.signInAccount, enforce: !known },
        { key: client, rule: RATE_RULES.signInClient },
      ]);
    },
    async succeeded(): Promise<void> {
      await limiter.release([accountClient, account, client]);
      await limiter.rememberClient(knownClient);
    },
  };
}
