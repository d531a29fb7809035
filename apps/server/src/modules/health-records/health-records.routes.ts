import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './health-records.service';

const PATIENT = ['Patient'] as const;

export function healthRecordRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  // An oversized bundle is refused with 413 by the server's body limit before it is parsed.
  route(app, 'importHealthRecords', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.importBundle(tx, s, body, contextOf(request)),
    })),
  );
  route(app, 'healthRecords', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.listRecords(tx, s, params.kind, contextOf(request)),
    })),
  );
}
