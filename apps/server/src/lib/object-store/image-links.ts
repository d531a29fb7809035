import type { ObjectStore } from './object-store';

/** A short-lived authorised link to a stored image, and when it stops working. */
export interface ImageLink {
  url: string;
  expires: Date;
}

export type ImageLinker = (key: string) => Promise<ImageLink>;

/** Links valid for `ttlSeconds` (OBJECT_LINK_TTL_SECONDS): presigned for S3, HMAC-signed for local files. */
export const imageLinker =
  (store: ObjectStore, ttlSeconds: number): ImageLinker =>
  async (key) => ({
    url: await store.signedGetUrl(key, ttlSeconds),
    expires: new Date(Date.now() + ttlSeconds * 1000),
  });
