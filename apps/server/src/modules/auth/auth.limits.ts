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
