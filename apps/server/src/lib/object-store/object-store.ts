/**
 * Where files live: a local directory or an S3 bucket. Keys are made by the server only
 * (`tenant/<id>/patient/<id>/<uuid>`); a browser never reads a file except through a short-lived link.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** A link that reads the object until it expires (ttl in seconds). */
  signedGetUrl(key: string, ttlSeconds: number): Promise<string>;
  /** A link that lets the holder write this one key with this content type until it expires. */
  presignedPutUrl(key: string, contentType: string, ttlSeconds: number): Promise<string>;
}

/** Keys are path-like, made of safe segments: no `..`, no empty segment, no leading slash. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

export const isValidKey = (key: string): boolean =>
  KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error('invalid object key');
}

/** The server-made key of a patient's file. */
export const patientObjectKey = (tenantId: string, userId: string, id: string): string =>
  `tenant/${tenantId}/patient/${userId}/${id}`;

/** The tenant a key belongs to (the first segments of every key the server makes). */
export function tenantOfKey(key: string): string | null {
  const m = /^tenant\/([a-z0-9][a-z0-9-]{0,62})\//.exec(key);
  return m?.[1] ?? null;
}
