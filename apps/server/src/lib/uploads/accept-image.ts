import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ObjectStore } from '../object-store/object-store';
import { scanBuffer } from './content-scan';
import { CONTENT_TYPES, type StoredFormat } from './image-format';
import { processImage, type ProcessedImage } from './process-image';
import { receiveMultipartFile } from './receive-multipart';

/** An image that passed every check, re-encoded and stored under `key`. */
export interface AcceptedImage {
  key: string;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  format: StoredFormat;
  contentType: string;
}

/** Where an accepted image goes: a server-made key (see patientObjectKey) in a store. */
export interface ImageDestination {
  store: ObjectStore;
  key: string;
}

async function storeProcessed(dest: ImageDestination, image: ProcessedImage): Promise<AcceptedImage> {
  const contentType = CONTENT_TYPES[image.format];
  await dest.store.put(dest.key, image.body, contentType);
  return {
    key: dest.key,
    sha256: createHash('sha256').update(image.body).digest('hex'),
    bytes: image.body.length,
    width: image.width,
    height: image.height,
    format: image.format,
    contentType,
  };
}

/**
 * The one way an uploaded image enters the product: the multipart request's `file` part (plus the named
 * small fields) is received within the limits, judged by its bytes, re-encoded and stored. A refused file
 * throws an HttpError (4xx) and nothing is stored.
 */
export async function acceptImageUpload(
  request: FastifyRequest,
  dest: ImageDestination,
  allowedFields: readonly string[] = [],
): Promise<{ image: AcceptedImage; fields: Record<string, string> }> {
  const received = await receiveMultipartFile(request, allowedFields);
  try {
    const processed = await processImage(received.path, received.scan);
    return { image: await storeProcessed(dest, processed), fields: received.fields };
  } finally {
    await received.cleanup();
  }
}

/** The same checks for an image that arrived another way (e.g. a signature PNG from a data URL). */
export async function acceptImageBuffer(body: Buffer, dest: ImageDestination): Promise<AcceptedImage> {
  return storeProcessed(dest, await processImage(body, scanBuffer(body)));
}

/**
 * The manual-upload path: a file the browser PUT straight to the store (presigned link) at `sourceKey`
 * is read back, judged and re-encoded to `dest`; the raw upload is removed whatever the outcome.
 */
export async function acceptStoredObject(
  sourceKey: string,
  dest: ImageDestination,
): Promise<AcceptedImage | null> {
  const raw = await dest.store.get(sourceKey);
  if (!raw) return null;
  try {
    return await acceptImageBuffer(raw, dest);
  } finally {
    await dest.store.delete(sourceKey);
  }
}
