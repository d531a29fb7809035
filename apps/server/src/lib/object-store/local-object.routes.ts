import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@portal/contract';
import type { Database } from '../../db/database';
import { audit } from '../audit';
import { HttpError, notFound } from '../errors';
import { checkGrant, type LinkGrant } from './link-signature';
import { LOCAL_OBJECT_ROUTE, type LocalObjectStore } from './local-object-store';
import { isValidKey, tenantOfKey } from './object-store';
import { sniffImageType } from './sniff';

const refused = (message: string) => new HttpError(403, message);

interface LinkQuery {
  expires?: string;
  sig?: string;
  type?: string;
}

/** The grant a request presents, checked against its signature and expiry; throws when refused. */
function grantOf(store: LocalObjectStore, request: FastifyRequest, method: 'GET' | 'PUT'): LinkGrant {
  const key = (request.params as { '*': string })['*'];
  const q = request.query as LinkQuery;
  const expires = Number(q.expires);
  if (!isValidKey(key) || !Number.isSafeInteger(expires) || typeof q.sig !== 'string')
    throw refused('This link is not valid.');
  const grant: LinkGrant = { method, key, expires, ...(q.type ? { contentType: q.type } : {}) };
  const check = checkGrant(store.secret, grant, q.sig, Math.floor(Date.now() / 1000));
  if (check === 'bad-signature') throw refused('This link is not valid.');
  if (check === 'expired') throw refused('This link has expired. Please reload the page.');
  return grant;
}

async function auditObject(
  db: Database,
  request: FastifyRequest,
  action: string,
  key: string,
): Promise<void> {
  const tenant = tenantOfKey(key);
  if (!tenant) return;
  await db.transaction(tenant, (tx) =>
    audit(tx, tenant, {
      action,
      outcome: 'success',
      objectType: 'object',
      objectId: key,
      client: request.ip,
      requestId: request.id,
    }),
  );
}

/** Caps a request body at `max` bytes: a larger one is a 413 and stops being read. */
const capped = (max: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new HttpError(413, 'The file is too large.'));
      else done(null, chunk);
    },
  });
};

/**
 * Serves the local store's signed links: GET reads one object, PUT writes one (the manual-upload path),
 * each only with a valid, unexpired signature for that method and key. Every use is audited.
 */
export async function localObjectRoutes(
  app: FastifyInstance,
  db: Database,
  store: LocalObjectStore,
): Promise<void> {
  await app.register((scope, _opts, done) => {
    // The PUT body is streamed to disk as it arrives, whatever its type: nothing is parsed or buffered.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, next) => {
      next(null);
    });

    scope.get(`${LOCAL_OBJECT_ROUTE}/*`, async (request, reply) => {
      const grant = grantOf(store, request, 'GET');
      const body = await store.get(grant.key);
      if (!body) throw notFound('File not found.');
      await auditObject(db, request, 'object.read', grant.key);
      const maxAge = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
      return reply
        .type(sniffImageType(body) ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', 'inline')
        .send(body);
    });

    scope.put(`${LOCAL_OBJECT_ROUTE}/*`, async (request, reply) => {
      const grant = grantOf(store, request, 'PUT');
      if (request.headers['content-type'] !== grant.contentType)
        throw refused('The upload must declare the content type it was signed for.');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > UPLOAD_MAX_BYTES) throw new HttpError(413, 'The file is too large.');
      const file = store.pathOf(grant.key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(request.raw, capped(UPLOAD_MAX_BYTES), createWriteStream(tmp, { mode: 0o600 }));
        await rename(tmp, file);
      } finally {
        await rm(tmp, { force: true });
      }
      await auditObject(db, request, 'object.write', grant.key);
      return reply.status(200).send();
    });
    done();
  });
}
