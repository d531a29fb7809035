import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';

/**
 * The key that signs local links: OBJECT_LINK_SECRET, else one made at first start and kept in
 * DATA_DIR, so links stay valid across a restart and between processes sharing the directory.
 */
export function localLinkSecret(config: Config): Buffer {
  if (config.OBJECT_LINK_SECRET) return Buffer.from(config.OBJECT_LINK_SECRET, 'utf8');
  const file = path.join(config.DATA_DIR, 'object-link.key');
  try {
    return readFileSync(file);
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return readFileSync(file);
  }
}

/**
 * S3 when S3_BUCKET is set, else the local directory DATA_DIR/objects. The AWS SDK is imported only when
 * S3 is configured: a local store does not pay its ~10 MB and its load time.
 */
export async function createObjectStore(config: Config): Promise<ObjectStore> {
  if (config.S3_BUCKET) {
    const { S3ObjectStore } = await import('./s3-object-store');
    return new S3ObjectStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalObjectStore({
    root: path.join(config.DATA_DIR, 'objects'),
    secret: localLinkSecret(config),
  });
}
