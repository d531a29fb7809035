import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertValidKey, type ObjectStore } from './object-store';
import { signGrant, type LinkGrant } from './link-signature';

/** The route that serves local links (local-object.routes.ts). */
export const LOCAL_OBJECT_ROUTE = '/api/objects';

export interface LocalStoreOptions {
  root: string;
  secret: Buffer;
  now?: () => number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Files under one directory; links are HMAC-signed and expire, served by local-object.routes.ts. */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local';
  readonly root: string;
  readonly secret: Buffer;
  private readonly now: () => number;

  constructor(opts: LocalStoreOptions) {
    this.root = path.resolve(opts.root);
    this.secret = opts.secret;
    this.now = opts.now ?? nowSeconds;
  }

  pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** The content type is not kept: files are typed from their bytes when served. */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const tmp = `${file}.${randomUUID()}.part`;
    await writeFile(tmp, body, { mode: 0o600 });
    await rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private link(grant: LinkGrant): string {
    const q = new URLSearchParams({ expires: String(grant.expires), sig: signGrant(this.secret, grant) });
    if (grant.contentType) q.set('type', grant.contentType);
    return `${LOCAL_OBJECT_ROUTE}/${grant.key}?${q.toString()}`;
  }

  signedGetUrl(key: string, ttlSeconds: number): Promise<string> {
    assertValidKey(key);
    return Promise.resolve(this.link({ method: 'GET', key, expires: this.now() + ttlSeconds }));
  }

  presignedPutUrl(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    assertValidKey(key);
    return Promise.resolve(this.link({ method: 'PUT', key, expires: this.now() + ttlSeconds, contentType }));
  }
}
