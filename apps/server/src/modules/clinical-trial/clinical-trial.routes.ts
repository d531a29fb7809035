import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './clinical-trial.service';

const PATIENT = ['Patient'] as const;

export function clinicalTrialRoutes(app: FastifyInstance, db: Database, idleMinutes: number): void {
  route(app, 'studyContent', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx) => ({
      IsOK: true,
      Data: await service.getStudy(tx, params.language),
    })),
  );
  route(app, 'consentDocument', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx) => ({
      IsOK: true,
      Data: await service.getConsentDocument(tx, params.language),
    })),
  );
  route(app, 'submitConsent', ({ body, request }) => {
    const key = service.idempotencyKey(request.headers['idempotency-key']);
    return inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.submitConsent(tx, s, key, body, contextOf(request)),
    }));
  });
  route(app, 'consents', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.listConsents(tx, s, contextOf(request)),
    })),
  );
  route(app, 'consent', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getConsent(tx, s, params.id, contextOf(request)),
    })),
  );
}
