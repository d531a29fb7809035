import type { FastifyRequest } from 'fastify';
import { uploadRefusal } from './upload-errors';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key header, or null when absent; 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value)) throw uploadRefusal.badIdempotencyKey();
  return value;
}
