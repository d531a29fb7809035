import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/contract';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { localLinkSecret } from './create-object-store';
import { LocalObjectStore } from './local-object-store';

const KEY = 'tenant/demo/patient/00000000-0000-4000-8000-000000000001/a1';
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('local object store on a temporary directory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'objects-'));
  const store = new LocalObjectStore({ root, secret: Buffer.alloc(32, 7) });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object under its key', async () => {
    await store.put(KEY, Buffer.from('hello'), 'text/plain');
    expect((await store.get(KEY))?.toString()).toBe('hello');
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
    await store.delete(KEY);
  });

  it('refuses keys that could leave its directory', async () => {
    for (const bad of ['../x', 'tenant/../../x', '/abs', 'a//b', 'a/./b', ''])
      await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid object key');
  });
});

describe('signed links of the local store (served by the app)', () => {
  let t: TestApp;
  let store: LocalObjectStore;
  let expired: LocalObjectStore;
  beforeAll(async () => {
    t = await startTestApp();
    const opts = { root: path.join(t.config.DATA_DIR, 'objects'), secret: localLinkSecret(t.config) };
    store = new LocalObjectStore(opts);
    expired = new LocalObjectStore({ ...opts, now: () => Math.floor(Date.now() / 1000) - 3600 });
    await store.put(KEY, PNG_BYTES, 'image/png');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });

  it('serves the object through a valid link, typed from its bytes, and audits the read', async () => {
    const res = await get(await store.signedGetUrl(KEY, 60));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const rows = await t.tdb.ownerQuery<{ outcome: string }>(
      "select outcome from audit_events where action = 'object.read' and object_id = $1",
      [KEY],
    );
    expect(rows).toEqual([{ outcome: 'success' }]);
  });

  it('refuses an expired link', async () => {
    const res = await get(await expired.signedGetUrl(KEY, 60));
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('This link has expired. Please reload the page.');
  });

  it('refuses a tampered signature, expiry or key', async () => {
    const url = new URL(await store.signedGetUrl(KEY, 60), 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = new URL(url);
    flipped.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const otherKey = url.pathname.replace('/a1', '/a2') + url.search;
    for (const bad of [flipped, later].map((u) => u.pathname + u.search).concat(otherKey)) {
      const res = await get(bad);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('This link is not valid.');
    }
    expect((await get(url.pathname)).statusCode).toBe(403);
  });

  it('refuses a PUT link used to read, and a GET link used to write', async () => {
    const putUrl = await store.presignedPutUrl(KEY, 'image/png', 60);
    expect((await get(putUrl)).statusCode).toBe(403);
    const res = await t.request({
      method: 'PUT',
      url: await store.signedGetUrl(KEY, 60),
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('overwrite'),
    });
    expect(res.statusCode).toBe(403);
    expect((await store.get(KEY))?.equals(PNG_BYTES)).toBe(true);
  });

  it('writes through a presigned PUT link only with the signed content type and size', async () => {
    const key = KEY.replace('/a1', '/put1');
    const url = await store.presignedPutUrl(key, 'image/jpeg', 60);
    const wrongType = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'text/html' },
      payload: Buffer.from('<html>'),
    });
    expect(wrongType.statusCode).toBe(403);
    expect(await store.get(key)).toBeNull();

    const tooBig = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await store.get(key)).toBeNull();

    const ok = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from('jpeg bytes'),
    });
    expect(ok.statusCode).toBe(200);
    expect((await store.get(key))?.toString()).toBe('jpeg bytes');
    const rows = await t.tdb.ownerQuery(
      "select 1 from audit_events where action = 'object.write' and object_id = $1",
      [key],
    );
    expect(rows).toHaveLength(1);
  });
});
