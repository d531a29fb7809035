import type { Language } from '@portal/contract';
import type { RequestContext } from '../../http/request-context';
import type { AuthDeps } from './auth.deps';

/** Made by migration 004. */
export const AUTH_MAIL_QUEUE = 'auth-mail';

/**
 * What a register or forgot-password request hands to the job: the same fields whether or not the address
 * has an account, and no secret (the job makes the link's token itself).
 */
export type AuthMailJob = {
  kind: 'register' | 'forgot-password';
  tenantId: string;
  email: string;
  language: Language;
  client: string;
  requestId: string;
};

/** The request's whole work after its rate limits: one row queued, on every path alike. */
export async function queueAuthMail(
  { jobs }: AuthDeps,
  kind: AuthMailJob['kind'],
  input: { tenantId: string; email: string; language: Language },
  ctx: RequestContext,
): Promise<void> {
  const job: AuthMailJob = { kind, ...input, client: ctx.client, requestId: ctx.requestId };
  await jobs.send(AUTH_MAIL_QUEUE, job);
}

/** The job's request context, for its audit rows. */
export const contextOfJob = (job: AuthMailJob): RequestContext => ({
  client: job.client,
  requestId: job.requestId,
});
