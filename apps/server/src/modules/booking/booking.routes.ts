import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './booking.service';

const PATIENT = ['Patient'] as const;

export function bookingRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
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
  route(app, 'bookAppointment', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.book(tx, s, body, contextOf(request)),
    })),
  );
  route(app, 'cancelAppointment', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.cancel(tx, s, params.id, contextOf(request)),
    })),
  );
}
