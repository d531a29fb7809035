import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@portal/contract';

/** Multipart parsing for upload routes; each upload asks for its own tighter limits (receive-multipart.ts). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
}
