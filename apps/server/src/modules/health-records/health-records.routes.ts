import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import * as service from './health-records.service';
import { importSmartHealthCards } from './smart-health-card/smart-health-card.service';
import * as samples from './samples';

const PATIENT = ['Patient'] as const;

export interface HealthRecordDeps {
  db: Database;
  idleMinutes: number;
  /** Where the demo issuer's key lives (DATA_DIR), to sign the sample card. */
  dataDir: string;
}

export function healthRecordRoutes(
  app: FastifyInstance,
  { db, idleMinutes, dataDir }: HealthRecordDeps,
): void {
  // An oversized file is refused with 413 by the route's body limit (the contract's) before it is parsed.
  route(app, 'importHealthRecords', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.importBundle(tx, s, body, contextOf(request)),
    })),
  );
  route(app, 'importSmartHealthCard', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await importSmartHealthCards(tx, s, body, contextOf(request)),
    })),
  );
  route(app, 'healthRecords', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.listRecords(tx, s, params.kind, contextOf(request)),
    })),
  );
  route(app, 'sampleHealthBundle', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, () => Promise.resolve(samples.sampleBundle())),
  );
  route(app, 'sampleHealthCard', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, () => samples.sampleCard(dataDir)),
  );
}
