import type { Database } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Mailer } from '../../lib/mail/mailer';
import { composeOrderMail, ORDER_MAIL_QUEUE, type OrderMailJob } from './order-mail';
import * as repo from './orders.repository';

export interface OrderMailDeps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Sends the confirmation once: the mark and the send share one transaction, so a failed send leaves the
 * order unconfirmed for the job's retry, and a second job for the same order sends nothing.
 */
export async function sendOrderConfirmation(deps: OrderMailDeps, job: OrderMailJob): Promise<void> {
  await deps.db.transaction(job.tenantId, async (tx) => {
    const details = await repo.mailDetails(tx, job.orderId);
    if (!details || details.confirmed_at) return;
    if (!(await repo.markConfirmed(tx, job.orderId))) return;
    await deps.mailer.send(composeOrderMail(details, deps.publicUrl));
  });
}

export async function workOrderMail(deps: OrderMailDeps): Promise<void> {
  await deps.jobs.work<OrderMailJob>(ORDER_MAIL_QUEUE, (job) => sendOrderConfirmation(deps, job));
}
