import type { Language } from '@portal/contract';
import type { MailMessage } from '../../lib/mail/mailer';
import { calendarInvite } from './booking-ics';
import type { MailDetailsRow } from './booking.repository';

/** Made by migration 010. */
export const BOOKING_MAIL_QUEUE = 'booking-mail';

/** Made by migration 010; one job per appointment, starting at its remind_at. */
export const BOOKING_REMINDER_QUEUE = 'booking-reminder';

/** `startsAt` is the start it reminds of: after a reschedule the old job finds it changed and sends nothing. */
export type BookingReminderJob = { tenantId: string; appointmentId: string; startsAt: string };

/** What a booking or cancellation hands to the job: ids only (the job looks the addresses up). */
export type BookingMailJob = {
  kind: 'booked' | 'rescheduled' | 'cancelled';
  tenantId: string;
  appointmentId: string;
};

interface Text {
  booked: string;
  cancelled: string;
  when: string;
  with: string;
  summary: string;
  reminder: string;
}

const TEXTS: Record<Language, Text> = {
  en: {
    booked: 'Your appointment is booked',
    cancelled: 'Your appointment is cancelled',
    when: 'When (UTC)',
    with: 'With',
    summary: 'Study coordinator appointment',
    reminder: 'Reminder: your appointment is tomorrow',
  },
  es: {
    booked: 'Su cita está reservada',
    cancelled: 'Su cita está cancelada',
    when: 'Cuándo (UTC)',
    with: 'Con',
    summary: 'Cita con el coordinador del estudio',
    reminder: 'Recordatorio: su cita es mañana',
  },
  de: {
    booked: 'Ihr Termin ist gebucht',
    cancelled: 'Ihr Termin ist abgesagt',
    when: 'Wann (UTC)',
    with: 'Mit',
    summary: 'Termin mit der Studienkoordination',
    reminder: 'Erinnerung: Ihr Termin ist morgen',
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The same invitation (one UID per appointment) for both parties, each in their own language. */
export function composeBookingMails(
  job: BookingMailJob,
  d: MailDetailsRow,
  publicUrl: string,
  stamp = new Date(),
): MailMessage[] {
  const method = job.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const uid = `${d.id}@${new URL(publicUrl).hostname}`;
  const startsAt = new Date(d.starts_at);
  const endsAt = new Date(d.ends_at);
  const people = [
    { email: d.patient_email, language: d.patient_language, other: d.coordinator_name },
    {
      email: d.coordinator_email,
      language: d.coordinator_language,
      other: d.patient_name || d.patient_email,
    },
  ];
  const link = `${publicUrl}/patient/book-appointment`;
  return people.map(({ email, language, other }) => {
    const t = TEXTS[language];
    const ics = calendarInvite({
      uid,
      sequence: d.sequence,
      method,
      startsAt,
      endsAt,
      stamp,
      summary: `${t.summary} (${d.tenant_name})`,
      organizer: { name: d.coordinator_name, email: d.coordinator_email },
      attendee: { name: d.patient_name || d.patient_email, email: d.patient_email },
    });
    const subject = job.kind === 'cancelled' ? t.cancelled : t.booked;
    const when = `${startsAt.toISOString().slice(0, 16).replace('T', ' ')} - ${endsAt.toISOString().slice(11, 16)}`;
    const text = `${d.tenant_name}\n\n${subject}\n${t.when}: ${when}\n${t.with}: ${other}\n\n${link}\n`;
    const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#1f2937">
<p><strong>${escapeHtml(d.tenant_name)}</strong></p><p>${escapeHtml(subject)}</p>
<p>${escapeHtml(t.when)}: ${escapeHtml(when)}<br>${escapeHtml(t.with)}: ${escapeHtml(other)}</p></body></html>`;
    return {
      to: email,
      subject,
      text,
      html,
      link,
      attachments: [
        {
          filename: job.kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
          content: Buffer.from(ics, 'utf8'),
          contentType: `text/calendar; method=${method}; charset=UTF-8`,
        },
      ],
    };
  });
}

/** The patient's reminder a day before, in their language. */
export function composeReminderMail(d: MailDetailsRow, publicUrl: string): MailMessage {
  const t = TEXTS[d.patient_language];
  const startsAt = new Date(d.starts_at);
  const when = `${startsAt.toISOString().slice(0, 16).replace('T', ' ')} - ${new Date(d.ends_at).toISOString().slice(11, 16)}`;
  const link = `${publicUrl}/patient/book-appointment`;
  const text = `${d.tenant_name}\n\n${t.reminder}\n${t.when}: ${when}\n${t.with}: ${d.coordinator_name}\n\n${link}\n`;
  const html = `<!doctype html><html lang="${d.patient_language}"><body style="font-family:sans-serif;color:#1f2937">
<p><strong>${escapeHtml(d.tenant_name)}</strong></p><p>${escapeHtml(t.reminder)}</p>
<p>${escapeHtml(t.when)}: ${escapeHtml(when)}<br>${escapeHtml(t.with)}: ${escapeHtml(d.coordinator_name)}</p></body></html>`;
  return { to: d.patient_email, subject: t.reminder, text, html, link };
}
