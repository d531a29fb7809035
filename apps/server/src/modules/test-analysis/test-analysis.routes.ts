import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTURE_TICKET_HEADER, type AnalyzeTestRequest, type HealthServiceKind } from '@portal/contract';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import { refusal } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { ImageLinker } from '../../lib/object-store/image-links';
import type { ObjectStore } from '../../lib/object-store/object-store';
import { acceptImageUpload } from '../../lib/uploads/accept-image';
import { idempotencyKeyOf } from '../../lib/uploads/idempotency-key';
import type { AnalysisSignals } from './analysis-signals';
import * as analysis from './analysis.service';
import { parseCaptureTicket } from './capture-ticket';
import { captureUploadCors } from './capture-cors';
import { hasLiveReadingJob } from './reading-job';
import * as results from './results.service';
import * as photos from './test-photo.service';

const PATIENT = ['Patient'] as const;
const FHIR_JSON = 'application/fhir+json; charset=utf-8';

export interface TestAnalysisRouteDeps {
  db: Database;
  idleMinutes: number;
  store: ObjectStore;
  link: ImageLinker;
  jobs: JobQueue;
  signals: AnalysisSignals;
  jobTimeoutSeconds: number;
  appOrigin: string;
  cameraOrigin: string;
}

export function testAnalysisRoutes(app: FastifyInstance, deps: TestAnalysisRouteDeps): void {
  const { db, idleMinutes, link } = deps;
  const sessionOf = (request: FastifyRequest) =>
    inSession(db, idleMinutes, request, PATIENT, (_tx, s) => Promise.resolve(s));

  route(app, 'testPhotoTicket', ({ body, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await photos.issueTicket(tx, s, body.EncounterID, contextOf(request)),
    })),
  );

  captureUploadCors(app, deps.appOrigin, deps.cameraOrigin);
  // No session here: the camera page runs on its own origin. The ticket is checked before the body is read.
  route(app, 'uploadTestPhoto', async ({ request }) => {
    const header = request.headers[CAPTURE_TICKET_HEADER];
    if (header === undefined) throw refusal(400, 'TEST_PHOTO_NO_TICKET');
    const parsed = parseCaptureTicket(header);
    if (!parsed) throw refusal(401, 'TEST_PHOTO_TICKET_EXPIRED');
    const idempotencyKey = idempotencyKeyOf(request);
    const data = await photos.uploadTestPhoto(
      { run: (tenantId, fn) => db.transaction(tenantId, fn), store: deps.store },
      parsed,
      idempotencyKey,
      contextOf(request),
      (dest) => acceptImageUpload(request, dest).then((r) => r.image),
    );
    return { IsOK: true, Data: data };
  });

  // The session is checked first; the reading is waited for outside any transaction.
  const analyze =
    (kind: HealthServiceKind) =>
    async ({ body, request }: { body: AnalyzeTestRequest; request: FastifyRequest }) => {
      const s = await sessionOf(request);
      const analyzeDeps: analysis.AnalyzeDeps = {
        run: (fn) => db.transaction(s.tenantId, fn),
        jobs: deps.jobs,
        hasLiveJob: (id) => hasLiveReadingJob(db, id),
        signals: deps.signals,
        jobTimeoutSeconds: deps.jobTimeoutSeconds,
      };
      return {
        IsOK: true as const,
        Data: await analysis.analyze(analyzeDeps, s, kind, body, contextOf(request)),
      };
    };
  route(app, 'analyzeRapidTest', analyze('rapid-test'));
  route(app, 'analyzeA1cTest', analyze('a1c-test'));

  route(app, 'analysis', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await analysis.getInference(tx, s, params.analysisID, contextOf(request)),
    })),
  );
  route(app, 'testResults', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await results.listResults(tx, s, contextOf(request)),
    })),
  );
  route(app, 'testResult', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await results.getResult(tx, s, params.analysisID, link, contextOf(request)),
    })),
  );
  route(app, 'testResultFhir', async ({ params, request, reply }) => {
    const bundle = await inSession(db, idleMinutes, request, PATIENT, (tx, s) =>
      results.resultFhir(tx, s, params.analysisID, contextOf(request)),
    );
    void reply.header('content-type', FHIR_JSON);
    return bundle as { resourceType: 'Bundle' };
  });
  route(app, 'testResultsFhir', async ({ request, reply }) => {
    const bundle = await inSession(db, idleMinutes, request, PATIENT, (tx, s) =>
      results.resultsFhir(tx, s, contextOf(request)),
    );
    void reply.header('content-type', FHIR_JSON);
    return bundle as { resourceType: 'Bundle' };
  });
}
