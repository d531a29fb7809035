import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './id-details.service';

const PATIENT = ['Patient'] as const;

/** Expiry is judged by the calendar day (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

export function idDetailsRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  route(app, 'submitIdBarcode', ({ params, body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.submitIdBarcode(tx, s, params.id, body.Barcode, contextOf(request), today()),
    })),
  );
  route(app, 'idDetails', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getIdDetails(tx, s, params.id, contextOf(request), today()),
    })),
  );
}
