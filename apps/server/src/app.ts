import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isConsoleMailEnv, type Config } from './config';
import type { Database, Tx } from './db/database';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { auditRefusedTokens } from './http/refused-token-audit';
import { loggerOptions } from './http/logger';
import { registerSecurityHeaders } from './http/security-headers';
import { createJobQueue } from './lib/jobs/job-queue';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mail/mailer';
import { createObjectStore } from './lib/object-store/create-object-store';
import { imageLinker } from './lib/object-store/image-links';
import { LocalObjectStore } from './lib/object-store/local-object-store';
import { localObjectRoutes } from './lib/object-store/local-object.routes';
import type { ObjectStore } from './lib/object-store/object-store';
import { registerMultipart } from './lib/uploads/register-multipart';
import { RateLimiter } from './lib/rate-limit';
import { loadSecretKey, secretBox } from './lib/secret-box';
import { workAuthMail } from './modules/auth/auth-mail.worker';
import { authRoutes } from './modules/auth/auth.routes';
import { openSession } from './modules/auth/sessions';
import { bookingRoutes } from './modules/booking/booking.routes';
import { workBookingMail } from './modules/booking/booking-mail.worker';
import { clinicalTrialRoutes } from './modules/clinical-trial/clinical-trial.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { idDetailsRoutes } from './modules/id-details/id-details.routes';
import { healthRecordRoutes } from './modules/health-records/health-records.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { secondFactorChallenge } from './modules/mfa/mfa.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { workOrderMail } from './modules/orders/order-mail.worker';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { patientRoutes } from './modules/patients/patients.routes';
import { rapidTestRoutes } from './modules/rapid-test/rapid-test.routes';
import { createAnalysisSignals } from './modules/test-analysis/analysis-signals';
import { startReadingWorkers } from './modules/test-analysis/reading-runtime';
import { testAnalysisRoutes } from './modules/test-analysis/test-analysis.routes';
import { webHostRoutes } from './modules/web-host/web-host.routes';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Defaults to SMTP when configured, else (development and test only) the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Where logs go; standard output when absent. */
  logStream?: NodeJS.WritableStream;
  /** Defaults to S3 when S3_BUCKET is set, else DATA_DIR/objects. */
  objectStore?: ObjectStore;
  /** The clock of TOTP codes (milliseconds); tests move it instead of waiting 30 seconds. */
  clock?: () => number;
}

/** SMTP when configured; else the outbox, whose links reach the console only in development and test. */
export function defaultMailer(config: Config): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  if (!isConsoleMailEnv(config.APP_ENV)) throw new Error('SMTP_URL is required outside development and test');
  return outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, (line) => {
    console.log(line);
  });
}

/** Builds the whole app; never listens (server.ts does), so tests use app.inject(). */
export async function buildApp({
  config,
  db,
  mailer = defaultMailer(config),
  logStream,
  objectStore: injectedObjectStore,
  clock = Date.now,
}: AppDeps): Promise<FastifyInstance> {
  const objectStore = injectedObjectStore ?? (await createObjectStore(config));
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Only the configured number of proxy hops is believed; a forged X-Forwarded-For beyond them is ignored.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  auditRefusedTokens(app, db, config.TENANT_ID);
  await registerMultipart(app);
  // Images are shown through the store's links: a bucket on another origin must be allowed to load.
  const storeOrigin = new URL(await objectStore.signedGetUrl('probe', 10), config.PUBLIC_URL).origin;
  const appOrigin = new URL(config.PUBLIC_URL).origin;
  await registerSecurityHeaders(app, {
    appOrigin,
    captureOrigins: [config.SCANNER_ORIGIN, config.CAMERA_ORIGIN],
    objectStoreOrigins: storeOrigin === appOrigin ? [] : [storeOrigin],
  });

  await registerApiDocs(app, { appEnv: config.APP_ENV, db, idleMinutes: config.SESSION_IDLE_MINUTES });

  const limiter = new RateLimiter(db, config.RATE_LIMIT_MULTIPLIER);
  const jobs = createJobQueue(db, {
    onError: (err) => {
      app.log.error({ error: err instanceof Error ? err.message : String(err) }, 'job queue error');
    },
    // Often enough that a reading whose worker died is retried soon after its timeout.
    maintenanceIntervalSeconds: Math.min(120, config.READER_JOB_TIMEOUT_SECONDS),
  });
  const authDeps = { db, mailer, limiter, jobs, config, secondFactor: secondFactorChallenge };
  const idle = config.SESSION_IDLE_MINUTES;
  healthRoutes(app, db);
  authRoutes(app, authDeps, idle);
  const box = secretBox(loadSecretKey(config.MFA_SECRET_KEY, config.DATA_DIR));
  const issueSession = (tx: Tx, tenantId: string, userId: string) =>
    openSession(tx, tenantId, userId, config.SESSION_ABSOLUTE_HOURS);
  mfaRoutes(app, { db, limiter, box, clock, issueSession }, idle);
  const link = imageLinker(objectStore, config.OBJECT_LINK_TTL_SECONDS);
  patientRoutes(app, db, idle, link);
  notificationRoutes(app, db, idle);
  idDetailsRoutes(app, db, idle);
  documentRoutes(app, {
    db,
    idleMinutes: idle,
    store: objectStore,
    link,
    putTtlSeconds: config.OBJECT_LINK_TTL_SECONDS,
  });
  healthRecordRoutes(app, { db, idleMinutes: idle, dataDir: config.DATA_DIR });
  rapidTestRoutes(app, db, idle);
  const analysisSignals = createAnalysisSignals();
  testAnalysisRoutes(app, {
    db,
    idleMinutes: idle,
    store: objectStore,
    link,
    jobs,
    signals: analysisSignals,
    jobTimeoutSeconds: config.READER_JOB_TIMEOUT_SECONDS,
    appOrigin,
    cameraOrigin: config.CAMERA_ORIGIN,
  });
  clinicalTrialRoutes(app, { db, mailer, idleMinutes: idle, publicUrl: config.PUBLIC_URL });
  bookingRoutes(app, { db, jobs, idleMinutes: idle });
  orderRoutes(app, { db, jobs, idleMinutes: idle });
  if (objectStore instanceof LocalObjectStore) await localObjectRoutes(app, db, objectStore);
  await webHostRoutes(app, {
    webDistDir: config.WEB_DIST_DIR,
    tenantAssetsDir: config.TENANT_ASSETS_DIR,
    runtimeConfig: {
      tenantId: config.TENANT_ID,
      environment: config.APP_ENV,
      appOrigin,
      scannerOrigin: config.SCANNER_ORIGIN,
      cameraOrigin: config.CAMERA_ORIGIN,
    },
  });

  await jobs.start();
  await workAuthMail(authDeps);
  await workOrderMail({ db, jobs, mailer, publicUrl: config.PUBLIC_URL });
  await workBookingMail({ db, jobs, mailer, publicUrl: config.PUBLIC_URL });
  const closeReaders = config.WORKERS_IN_API
    ? await startReadingWorkers({
        db,
        jobs,
        store: objectStore,
        threads: config.READER_THREADS,
        onStored: analysisSignals.stored,
        onReaderError: (err) => {
          app.log.error({ error: err instanceof Error ? err.message : String(err) }, 'reader error');
        },
      })
    : () => Promise.resolve();

  const sweep = setInterval(() => void limiter.sweep().catch(() => undefined), 10 * 60_000);
  sweep.unref();
  // After the last request in flight: the jobs in flight get the same grace period, then the database closes.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await jobs.stop(config.SHUTDOWN_GRACE_MS);
    await closeReaders();
  });
  return app;
}
