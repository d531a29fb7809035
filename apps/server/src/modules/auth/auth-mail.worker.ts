import type { AuthDeps } from './auth.deps';
import { AUTH_MAIL_QUEUE, type AuthMailJob } from './auth-mail';
import { sendForgotPasswordMail } from './password-reset';
import { sendRegisterMail } from './registration';

/** Composes and sends the mails that register and forgot-password queued; a failed send is retried. */
export async function workAuthMail(deps: AuthDeps): Promise<void> {
  await deps.jobs.work<AuthMailJob>(AUTH_MAIL_QUEUE, (job) =>
    job.kind === 'register' ? sendRegisterMail(deps, job) : sendForgotPasswordMail(deps, job),
  );
}
