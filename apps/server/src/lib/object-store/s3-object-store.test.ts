import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore } from './s3-object-store';

// A real S3-compatible server (s3rver) on a free port with a temporary directory, started by the test.
const BUCKET = 'portal-test';
const KEY = 'tenant/demo/patient/00000000-0000-4000-8000-000000000001/s3-a';
let server: S3rver;
let dir: string;
let store: S3ObjectStore;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  store = new S3ObjectStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3 object store against s3rver', () => {
  it('puts, gets and deletes an object', async () => {
    await store.put(KEY, Buffer.from('hello s3'), 'text/plain');
    expect((await store.get(KEY))?.toString()).toBe('hello s3');
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
  });

  it('gives a presigned GET link that reads the object', async () => {
    await store.put(KEY, Buffer.from('linked'), 'image/png');
    const url = await store.signedGetUrl(KEY, 60);
    expect(url).toContain('X-Amz-Expires=60');
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('linked');
  });

  it('gives a presigned PUT link that writes the object', async () => {
    const key = `${KEY}-put`;
    const url = await store.presignedPutUrl(key, 'image/jpeg', 60);
    const res = await fetch(url, {
      method: 'PUT',
      body: 'uploaded',
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(res.status).toBe(200);
    expect((await store.get(key))?.toString()).toBe('uploaded');
  });

  it('refuses an invalid key before calling S3', async () => {
    await expect(store.get('../etc/passwd')).rejects.toThrow('invalid object key');
  });
});
