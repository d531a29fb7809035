import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './patients.service';

const PATIENT = ['Patient'] as const;

export function patientRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  route(app, 'dashboard', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: { Record: await service.getDashboard(tx, s, contextOf(request)) },
    })),
  );
  route(app, 'header', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: { Record: await service.getHeader(tx, s, contextOf(request)) },
    })),
  );
  route(app, 'profile', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getProfile(tx, s, contextOf(request)),
    })),
  );
  route(app, 'updateProfile', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.updateProfile(tx, s, body, contextOf(request)),
    })),
  );
}
