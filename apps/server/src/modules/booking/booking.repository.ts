import type { Tx } from '../../db/database';
import type { AvailabilityRule } from './slots';

export interface RuleRow extends AvailabilityRule {
  coordinatorName: string;
}

export async function availability(tx: Tx): Promise<RuleRow[]> {
  const { rows } = await tx.query<RuleRow>(
    `select a.coordinator_id as "coordinatorId", a.time_zone as "timeZone", a.weekday,
            a.start_minute as "startMinute", a.end_minute as "endMinute", a.slot_minutes as "slotMinutes",
            trim(u.first_name || ' ' || u.last_name) as "coordinatorName"
       from coordinator_availability a join users u on u.id = a.coordinator_id
      where u.role = 'Coordinator' and u.status = 'active'`,
  );
  return rows;
}

/** "coordinator|epoch ms" of every booked start from `from` on. */
export async function bookedStarts(tx: Tx, from: Date): Promise<Set<string>> {
  const { rows } = await tx.query<{ coordinator_id: string; starts_at: Date }>(
    `select coordinator_id, starts_at from appointments where status = 'booked' and starts_at >= $1`,
    [from],
  );
  return new Set(rows.map((r) => `${r.coordinator_id}|${String(new Date(r.starts_at).getTime())}`));
}

export interface AppointmentRow {
  id: string;
  coordinator_name: string;
  starts_at: Date;
  ends_at: Date;
  status: 'booked' | 'cancelled';
}

const SELECT = `select p.id, trim(u.first_name || ' ' || u.last_name) as coordinator_name, p.starts_at, p.ends_at, p.status
  from appointments p join users u on u.id = p.coordinator_id`;

/** Books the slot unless it is already booked (the unique index decides); the id, or null. */
export async function insertAppointment(
  tx: Tx,
  a: { coordinatorId: string; patientId: string; startsAt: Date; endsAt: Date; reminderHours: number },
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into appointments (tenant_id, coordinator_id, patient_id, starts_at, ends_at, remind_at)
     values (current_setting('app.tenant_id'), $1, $2, $3, $4, $3::timestamptz - make_interval(hours => $5))
     on conflict (tenant_id, coordinator_id, starts_at) where status = 'booked' do nothing
     returning id`,
    [a.coordinatorId, a.patientId, a.startsAt, a.endsAt, a.reminderHours],
  );
  return rows[0]?.id ?? null;
}

export async function appointmentById(tx: Tx, patientId: string, id: string): Promise<AppointmentRow | null> {
  const { rows } = await tx.query<AppointmentRow>(`${SELECT} where p.patient_id = $1 and p.id = $2`, [
    patientId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function listAppointments(tx: Tx, patientId: string): Promise<AppointmentRow[]> {
  const { rows } = await tx.query<AppointmentRow>(
    `${SELECT} where p.patient_id = $1 order by p.starts_at desc limit 100`,
    [patientId],
  );
  return rows;
}

/** Cancels the patient's own booked appointment if it starts after the cut-off; false otherwise. */
export async function cancel(tx: Tx, patientId: string, id: string, cutoffHours: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update appointments set status = 'cancelled', cancelled_at = now(), sequence = sequence + 1
      where id = $1 and patient_id = $2 and status = 'booked'
        and starts_at > now() + make_interval(hours => $3)`,
    [id, patientId, cutoffHours],
  );
  return rowCount === 1;
}

export interface MailDetailsRow {
  id: string;
  status: 'booked' | 'cancelled';
  starts_at: Date;
  ends_at: Date;
  tenant_name: string;
  patient_email: string;
  patient_name: string;
  patient_language: 'en' | 'es' | 'de';
  coordinator_email: string;
  coordinator_name: string;
  coordinator_language: 'en' | 'es' | 'de';
  sequence: number;
}

/** What the booking mails need: both parties' addresses, names and languages (the job looks them up). */
export async function mailDetails(tx: Tx, id: string): Promise<MailDetailsRow | null> {
  const { rows } = await tx.query<MailDetailsRow>(
    `select p.id, p.status, p.sequence, p.starts_at, p.ends_at, t.name as tenant_name,
            pu.email as patient_email, trim(pu.first_name || ' ' || pu.last_name) as patient_name,
            pu.language as patient_language,
            cu.email as coordinator_email, trim(cu.first_name || ' ' || cu.last_name) as coordinator_name,
            cu.language as coordinator_language
       from appointments p
       join users pu on pu.id = p.patient_id
       join users cu on cu.id = p.coordinator_id
       join tenants t on t.id = p.tenant_id
      where p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks a booked, not yet reminded appointment as reminded; false when cancelled or already reminded. */
export async function markReminded(tx: Tx, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update appointments set reminded_at = now() where id = $1 and status = 'booked' and reminded_at is null`,
    [id],
  );
  return rowCount === 1;
}

/**
 * Moves the patient's booked appointment (same row, so the same calendar UID) to another slot if it starts
 * after the cut-off: one statement, so the old slot is freed as the new one is taken; a new slot already
 * booked fails on the unique index (the caller maps it to 409). False when not movable.
 */
export async function reschedule(
  tx: Tx,
  a: {
    id: string;
    patientId: string;
    startsAt: Date;
    endsAt: Date;
    reminderHours: number;
    cutoffHours: number;
  },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update appointments
        set starts_at = $3, ends_at = $4, remind_at = $3::timestamptz - make_interval(hours => $5),
            reminded_at = null, sequence = sequence + 1
      where id = $1 and patient_id = $2 and status = 'booked'
        and starts_at > now() + make_interval(hours => $6)`,
    [a.id, a.patientId, a.startsAt, a.endsAt, a.reminderHours, a.cutoffHours],
  );
  return rowCount === 1;
}
