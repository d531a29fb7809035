import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { BOOKING_REMINDER_HOURS } from '@portal/contract';
import { BOOKING_MAIL_QUEUE, BOOKING_REMINDER_QUEUE, type BookingMailJob } from './booking-mail';
import * as service from './booking.service';

const PATIENT = ['Patient'] as const;

export interface BookingRouteDeps {
  db: Database;
  jobs: JobQueue;
  idleMinutes: number;
}

export function bookingRoutes(app: FastifyInstance, { db, jobs, idleMinutes }: BookingRouteDeps): void {
  /** Queued after the change committed, so the job always finds it; a failure to queue is logged, not fatal. */
  const queue = async (send: () => Promise<string>) => {
    try {
      await send();
    } catch (err) {
      app.log.error({ error: err instanceof Error ? err.message : String(err) }, 'booking job not queued');
    }
  };
  const queueMail = (job: BookingMailJob) => queue(() => jobs.send(BOOKING_MAIL_QUEUE, job));
  /** The reminder job waits in the queue until a day before; the worker skips it if cancelled meanwhile. */
  const queueReminder = (tenantId: string, appointmentId: string, startsAt: string) =>
    queue(() =>
      jobs.send(
        BOOKING_REMINDER_QUEUE,
        { tenantId, appointmentId, startsAt },
        {
          startAfter: new Date(Date.parse(startsAt) - BOOKING_REMINDER_HOURS * 3_600_000),
          singletonKey: `${appointmentId}|${startsAt}`,
        },
      ),
    );

  route(app, 'appointmentSlots', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx) => ({
      IsOK: true,
      Data: await service.openSlots(tx),
    })),
  );
  route(app, 'appointments', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.list(tx, s),
    })),
  );
  route(app, 'bookAppointment', async ({ body, request }) => {
    const { tenantId, appointment } = await inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      tenantId: s.tenantId,
      appointment: await service.book(tx, s, body, contextOf(request)),
    }));
    await queueMail({ kind: 'booked', tenantId, appointmentId: appointment.ID });
    await queueReminder(tenantId, appointment.ID, appointment.StartsAt);
    return { IsOK: true, Data: appointment };
  });
  route(app, 'rescheduleAppointment', async ({ params, body, request }) => {
    const { tenantId, appointment } = await inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      tenantId: s.tenantId,
      appointment: await service.reschedule(tx, s, params.id, body, contextOf(request)),
    }));
    await queueMail({ kind: 'rescheduled', tenantId, appointmentId: appointment.ID });
    await queueReminder(tenantId, appointment.ID, appointment.StartsAt);
    return { IsOK: true, Data: appointment };
  });
  route(app, 'cancelAppointment', async ({ params, request }) => {
    const { tenantId, appointment } = await inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      tenantId: s.tenantId,
      appointment: await service.cancel(tx, s, params.id, contextOf(request)),
    }));
    await queueMail({ kind: 'cancelled', tenantId, appointmentId: appointment.ID });
    return { IsOK: true, Data: appointment };
  });
}
