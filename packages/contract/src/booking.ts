import { z } from 'zod';
import { envelope } from './envelope';

/** How far ahead a patient sees a coordinator's open slots. */
export const BOOKING_DAYS_AHEAD = 14;
/** A booking can be cancelled or rescheduled until this many hours before it starts. */
export const BOOKING_CHANGE_CUTOFF_HOURS = 24;
/** The reminder e-mail goes out this many hours before the appointment. */
export const BOOKING_REMINDER_HOURS = 24;

/** Times are UTC instants (ISO 8601); the browser shows them in the patient's own time zone. */
export const AppointmentSlot = z.object({
  CoordinatorID: z.uuid(),
  CoordinatorName: z.string(),
  StartsAt: z.iso.datetime({ offset: true }),
  EndsAt: z.iso.datetime({ offset: true }),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlot>;
export const AppointmentSlotsResponse = envelope(z.array(AppointmentSlot));

export const BookAppointmentRequest = z
  .object({ CoordinatorID: z.uuid(), StartsAt: z.iso.datetime({ offset: true }) })
  .strict();
export type BookAppointmentRequest = z.infer<typeof BookAppointmentRequest>;

export const Appointment = z.object({
  ID: z.uuid(),
  CoordinatorName: z.string(),
  StartsAt: z.iso.datetime({ offset: true }),
  EndsAt: z.iso.datetime({ offset: true }),
  Status: z.enum(['booked', 'cancelled']),
});
export type Appointment = z.infer<typeof Appointment>;
export const AppointmentResponse = envelope(Appointment);
export const AppointmentsResponse = envelope(z.array(Appointment));
export const AppointmentIdParams = z.object({ id: z.uuid('Unknown appointment') }).strict();
