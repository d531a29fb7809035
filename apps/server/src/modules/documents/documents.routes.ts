import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { inSession } from '../../http/authenticate';
import { contextOf } from '../../http/context-of';
import { route } from '../../http/typed-route';
import type { ImageLinker } from '../../lib/object-store/image-links';
import type { ObjectStore } from '../../lib/object-store/object-store';
import { acceptImageUpload } from '../../lib/uploads/accept-image';
import { idempotencyKeyOf } from '../../lib/uploads/idempotency-key';
import * as service from './documents.service';

const PATIENT = ['Patient'] as const;

export interface DocumentRouteDeps {
  db: Database;
  idleMinutes: number;
  store: ObjectStore;
  link: ImageLinker;
}

export function documentRoutes(
  app: FastifyInstance,
  { db, idleMinutes, store, link }: DocumentRouteDeps,
): void {
  // The session is checked before the body is read; the image is judged outside any transaction.
  route(app, 'uploadDocument', async ({ params, request }) => {
    const session = await inSession(db, idleMinutes, request, PATIENT, (_tx, s) => Promise.resolve(s));
    const idempotencyKey = idempotencyKeyOf(request);
    const deps: service.DocumentDeps = { run: (fn) => db.transaction(session.tenantId, fn), store, link };
    const doc = await service.uploadDocument(
      deps,
      session,
      params.kind,
      idempotencyKey,
      contextOf(request),
      (dest) => acceptImageUpload(request, dest).then((r) => r.image),
    );
    return { IsOK: true, Data: doc };
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
