import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { ImageLinker } from '../../lib/object-store/image-links';
import type { ObjectStore } from '../../lib/object-store/object-store';
import { acceptImageUpload, type ImageDestination } from '../../lib/uploads/accept-image';
import { idempotencyKeyOf } from '../../lib/uploads/idempotency-key';
import * as service from './documents.service';

const PATIENT = ['Patient'] as const;

export interface DocumentRouteDeps {
  db: Database;
  idleMinutes: number;
  store: ObjectStore;
  link: ImageLinker;
  putTtlSeconds: number;
}

export function documentRoutes(
  app: FastifyInstance,
  { db, idleMinutes, store, link, putTtlSeconds }: DocumentRouteDeps,
): void {
  const depsOf = (tenantId: string): service.DocumentDeps => ({
    run: (fn) => db.transaction(tenantId, fn),
    store,
    link,
    putTtlSeconds,
  });
  const sessionOf = (request: FastifyRequest) =>
    inSession(db, idleMinutes, request, PATIENT, (_tx, s) => Promise.resolve(s));

  // The session is checked before the body is read; the image is judged outside any transaction.
  route(app, 'uploadDocument', async ({ params, request }) => {
    const s = await sessionOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const receive = (dest: ImageDestination) => acceptImageUpload(request, dest).then((r) => r.image);
    return {
      IsOK: true,
      Data: await service.uploadDocument(
        depsOf(s.tenantId),
        s,
        params.kind,
        idempotencyKey,
        contextOf(request),
        receive,
      ),
    };
  });
  route(app, 'presignDocument', async ({ params, body, request }) => {
    const s = await sessionOf(request);
    return {
      IsOK: true,
      Data: await service.presignDocument(depsOf(s.tenantId), s, params.kind, body, contextOf(request)),
    };
  });
  route(app, 'completeDocument', async ({ params, body, request }) => {
    const s = await sessionOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    return {
      IsOK: true,
      Data: await service.completeDocument(
        depsOf(s.tenantId),
        s,
        params.kind,
        body.UploadID,
        idempotencyKey,
        contextOf(request),
      ),
    };
  });
  route(app, 'documents', ({ request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.listDocuments(tx, s, link, contextOf(request)),
    })),
  );
  route(app, 'document', ({ params, request }) =>
    inSession(db, idleMinutes, request, PATIENT, async (tx, s) => ({
      IsOK: true,
      Data: await service.getDocument(tx, s, params.id, link, contextOf(request)),
    })),
  );
}
