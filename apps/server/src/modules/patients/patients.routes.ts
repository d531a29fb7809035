import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { bearerHash, inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { ImageLinker } from '../../lib/object-store/image-links';
import * as service from './patients.service';

const PATIENT = ['Patient'] as const;

export function patientRoutes(
  app: FastifyInstance,
  db: Database,
  idleMinutes: number,
  link: ImageLinker,
): void {
  // Reads resolve the session and the patient in one statement (see patients.repository.ts).
  const bearer = (request: FastifyRequest): service.BearerRead => ({
    db,
    tokenHash: bearerHash(request),
    idleMinutes,
    link,
  });

  route(app, 'dashboard', async ({ request }) => ({
    IsOK: true,
    Data: { Record: await service.getDashboard(bearer(request), contextOf(request)) },
  }));
  route(app, 'header', async ({ request }) => ({
    IsOK: true,
    Data: { Record: await service.getHeader(bearer(request), contextOf(request)) },
  }));
  route(app, 'profile', async ({ request }) => ({
    IsOK: true,
    Data: await service.getProfile(bearer(request), contextOf(request)),
  }));
  route(app, 'updateProfile', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.updateProfile(tx, s, body, contextOf(request)),
    })),
  );
}
