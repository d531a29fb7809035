import type { Database } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Mailer } from '../../lib/mail/mailer';
import {
  BOOKING_MAIL_QUEUE,
  BOOKING_REMINDER_QUEUE,
  composeBookingMails,
  composeReminderMail,
  type BookingMailJob,
  type BookingReminderJob,
} from './booking-mail';
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

/**
 * Sends the reminder once: the mark and the send share one transaction, so a failed send leaves the row
 * unmarked for the retry; a cancelled or already reminded appointment sends nothing.
 */
export async function sendReminder(deps: BookingMailDeps, job: BookingReminderJob): Promise<void> {
  await deps.db.transaction(job.tenantId, async (tx) => {
    const details = await repo.mailDetails(tx, job.appointmentId);
    if (!details || new Date(details.starts_at).getTime() !== Date.parse(job.startsAt)) return;
    if (!(await repo.markReminded(tx, job.appointmentId))) return;
    await deps.mailer.send(composeReminderMail(details, deps.publicUrl));
  });
}

export async function workBookingMail(deps: BookingMailDeps): Promise<void> {
  await deps.jobs.work<BookingMailJob>(BOOKING_MAIL_QUEUE, (job) => sendBookingMails(deps, job));
  await deps.jobs.work<BookingReminderJob>(BOOKING_REMINDER_QUEUE, (job) => sendReminder(deps, job));
}
