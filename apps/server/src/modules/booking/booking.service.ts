import {
  BOOKING_CHANGE_CUTOFF_HOURS,
  BOOKING_DAYS_AHEAD,
  BOOKING_REMINDER_HOURS,
  type Appointment,
  type AppointmentSlot,
  type BookAppointmentRequest,
} from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import * as repo from './booking.repository';
import { slotsOf } from './slots';

const toAppointment = (r: repo.AppointmentRow): Appointment => ({
  ID: r.id,
  CoordinatorName: r.coordinator_name,
  StartsAt: new Date(r.starts_at).toISOString(),
  EndsAt: new Date(r.ends_at).toISOString(),
  Status: r.status,
});

/** The tenant's open slots for the next BOOKING_DAYS_AHEAD days, as UTC instants. */
export async function openSlots(tx: Tx, now = Date.now()): Promise<AppointmentSlot[]> {
  const rules = await repo.availability(tx);
  const names = new Map(rules.map((r) => [r.coordinatorId, r.coordinatorName]));
  const booked = await repo.bookedStarts(tx, new Date(now));
  return slotsOf(rules, now, BOOKING_DAYS_AHEAD)
    .filter((s) => !booked.has(`${s.coordinatorId}|${String(s.startsAt)}`))
    .map((s) => ({
      CoordinatorID: s.coordinatorId,
      CoordinatorName: names.get(s.coordinatorId) ?? '',
      StartsAt: new Date(s.startsAt).toISOString(),
      EndsAt: new Date(s.endsAt).toISOString(),
    }));
}

const auditBooking = (tx: Tx, s: Session, action: string, id: string, ctx: RequestContext) =>
  audit(tx, s.tenantId, {
    action,
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'appointment',
    objectId: id,
    client: ctx.client,
    requestId: ctx.requestId,
  });

/** Books an open slot; a slot taken meanwhile (by anyone, on any instance) is a 409. */
export async function book(
  tx: Tx,
  s: Session,
  body: BookAppointmentRequest,
  ctx: RequestContext,
): Promise<Appointment> {
  const startsAt = Date.parse(body.StartsAt);
  const slot = slotsOf(await repo.availability(tx), Date.now(), BOOKING_DAYS_AHEAD).find(
    (x) => x.coordinatorId === body.CoordinatorID && x.startsAt === startsAt,
  );
  if (!slot) throw notFound('This time is not offered.');
  const id = await repo.insertAppointment(tx, {
    coordinatorId: slot.coordinatorId,
    patientId: s.userId,
    startsAt: new Date(slot.startsAt),
    endsAt: new Date(slot.endsAt),
    reminderHours: BOOKING_REMINDER_HOURS,
  });
  if (!id) throw new HttpError(409, 'This time was just booked by someone else. Please choose another.');
  await auditBooking(tx, s, 'appointment.book', id, ctx);
  const row = await repo.appointmentById(tx, s.userId, id);
  if (!row) throw new Error('appointment vanished');
  return toAppointment(row);
}

/**
 * Moves the patient's own appointment to another offered slot up to the cut-off; another patient's is a
 * 404, a slot taken meanwhile a 409 (the unique index decides, on any instance).
 */
export async function reschedule(
  tx: Tx,
  s: Session,
  id: string,
  body: BookAppointmentRequest,
  ctx: RequestContext,
): Promise<Appointment> {
  if (!(await repo.appointmentById(tx, s.userId, id))) throw notFound('Appointment not found.');
  const startsAt = Date.parse(body.StartsAt);
  const slot = slotsOf(await repo.availability(tx), Date.now(), BOOKING_DAYS_AHEAD).find(
    (x) => x.coordinatorId === body.CoordinatorID && x.startsAt === startsAt,
  );
  if (!slot) throw notFound('This time is not offered.');
  let moved: boolean;
  try {
    await tx.query('savepoint reschedule');
    moved = await repo.reschedule(tx, {
      id,
      patientId: s.userId,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      reminderHours: BOOKING_REMINDER_HOURS,
      cutoffHours: BOOKING_CHANGE_CUTOFF_HOURS,
    });
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    await tx.query('rollback to savepoint reschedule');
    throw new HttpError(409, 'This time was just booked by someone else. Please choose another.');
  }
  if (!moved) {
    throw new HttpError(
      409,
      `Appointments can be changed until ${String(BOOKING_CHANGE_CUTOFF_HOURS)} hours before they start.`,
    );
  }
  await auditBooking(tx, s, 'appointment.reschedule', id, ctx);
  const row = await repo.appointmentById(tx, s.userId, id);
  if (!row) throw new Error('appointment vanished');
  return toAppointment(row);
}

export async function list(tx: Tx, s: Session): Promise<Appointment[]> {
  return (await repo.listAppointments(tx, s.userId)).map(toAppointment);
}

/** Cancels the patient's own appointment up to the cut-off; another patient's is a 404. */
export async function cancel(tx: Tx, s: Session, id: string, ctx: RequestContext): Promise<Appointment> {
  const row = await repo.appointmentById(tx, s.userId, id);
  if (!row) throw notFound('Appointment not found.');
  if (!(await repo.cancel(tx, s.userId, id, BOOKING_CHANGE_CUTOFF_HOURS))) {
    throw new HttpError(
      409,
      `Appointments can be changed until ${String(BOOKING_CHANGE_CUTOFF_HOURS)} hours before they start.`,
    );
  }
  await auditBooking(tx, s, 'appointment.cancel', id, ctx);
  return toAppointment({ ...row, status: 'cancelled' });
}
