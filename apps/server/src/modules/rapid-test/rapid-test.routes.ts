import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './rapid-test.service';

const PATIENT = ['Patient'] as const;

export function rapidTestRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  route(app, 'healthServices', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.listHealthServices(tx, s, contextOf(request)),
    })),
  );
  route(app, 'startEncounter', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.startEncounter(tx, s, params.serviceID, contextOf(request)),
    })),
  );
  route(app, 'encounter', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getEncounter(tx, s, params.encounterID, contextOf(request)),
    })),
  );
  route(app, 'startTestTimer', ({ params, body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.startTimer(tx, s, params.encounterID, body.Code, contextOf(request)),
    })),
  );
  route(app, 'testProfile', ({ params, query, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getTestProfile(tx, s, params.gtin, query.code),
    })),
  );
}
