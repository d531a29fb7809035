import type { Database } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Mailer } from '../../lib/mail/mailer';
import { BOOKING_MAIL_QUEUE, composeBookingMails, type BookingMailJob } from './booking-mail';
import * as repo from './booking.repository';

export interface BookingMailDeps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
}

/** Sends the confirmation or cancellation, with its .ics, to the patient and the coordinator. */
export async function sendBookingMails(deps: BookingMailDeps, job: BookingMailJob): Promise<void> {
  const details = await deps.db.transaction(job.tenantId, (tx) => repo.mailDetails(tx, job.appointmentId));
  if (!details) return;
  for (const message of composeBookingMails(job, details, deps.publicUrl)) await deps.mailer.send(message);
}

export async function workBookingMail(deps: BookingMailDeps): Promise<void> {
  await deps.jobs.work<BookingMailJob>(BOOKING_MAIL_QUEUE, (job) => sendBookingMails(deps, job));
}
