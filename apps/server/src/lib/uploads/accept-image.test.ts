import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badFiles,
  goodJpeg,
  goodPng,
  goodWebp,
  hasGpsExif,
  jpegWithGps,
} from '../../../test/support/image-corpus';
import { multipart } from '../../../test/support/multipart';
import { registerErrorHandler } from '../../http/error-handler';
import { LocalObjectStore } from '../object-store/local-object-store';
import { acceptImageBuffer, acceptImageUpload } from './accept-image';
import { registerMultipart } from './register-multipart';

// The pipeline alone, on a bare Fastify app and a local store in a temporary directory.
let app: FastifyInstance;
let root: string;
let store: LocalObjectStore;
let counter = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  store = new LocalObjectStore({ root, secret: Buffer.alloc(32, 1) });
  app = Fastify();
  registerErrorHandler(app);
  await registerMultipart(app);
  app.post('/upload', async (request) => {
    const key = `tenant/demo/patient/p1/${String(++counter)}`;
    const { image, fields } = await acceptImageUpload(request, { store, key }, ['note']);
    return { ...image, fields };
  });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const storedFiles = (): string[] => {
  const dir = path.join(root, 'tenant/demo/patient/p1');
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

const upload = (body: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', fields = {}) => {
  const { payload, headers } = multipart([{ body, filename, contentType }], fields);
  return app.inject({ method: 'POST', url: '/upload', payload, headers });
};

describe('acceptImageUpload', () => {
  it('accepts JPEG, PNG and WebP, re-encodes them and records hash, size and pixel size', async () => {
    for (const [body, format] of [
      [await goodJpeg(), 'jpeg'],
      [await goodPng(), 'png'],
      [await goodWebp(), 'webp'],
    ] as const) {
      const res = await upload(body, 'x.bin', 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      const out = res.json<{ key: string; sha256: string; bytes: number; format: string; width: number }>();
      expect(out.format).toBe(format);
      const stored = (await store.get(out.key)) ?? Buffer.alloc(0);
      expect(stored.length).toBe(out.bytes);
      expect(createHash('sha256').update(stored).digest('hex')).toBe(out.sha256);
      expect((await sharp(stored).metadata()).width).toBe(out.width);
    }
  });

  it('applies the EXIF orientation and strips EXIF and GPS from the stored copy', async () => {
    const original = await jpegWithGps();
    expect(await hasGpsExif(original)).toBe(true);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const res = await upload(original);
    expect(res.statusCode).toBe(200);
    const out = res.json<{ key: string; width: number; height: number }>();
    expect([out.width, out.height]).toEqual([200, 400]);
    const stored = await store.get(out.key);
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await hasGpsExif(stored ?? Buffer.alloc(0))).toBe(false);
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored?.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('keeps the known small fields and refuses unknown ones', async () => {
    const ok = await upload(await goodJpeg(), 'a.jpg', 'image/jpeg', { note: 'front' });
    expect(ok.json<{ fields: unknown }>().fields).toEqual({ note: 'front' });
    const before = storedFiles().length;
    const bad = await upload(await goodJpeg(), 'a.jpg', 'image/jpeg', { other: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a second file and a request that is not multipart', async () => {
    const jpeg = await goodJpeg();
    const { payload, headers } = multipart([
      { body: jpeg, filename: 'a.jpg', contentType: 'image/jpeg' },
      { body: jpeg, filename: 'b.jpg', contentType: 'image/jpeg' },
    ]);
    const before = storedFiles().length;
    const two = await app.inject({ method: 'POST', url: '/upload', payload, headers });
    expect(two.statusCode).toBe(413);
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses every file of the bad corpus with a clear message and stores nothing', async () => {
    for (const bad of await badFiles()) {
      const before = storedFiles().length;
      const res = await upload(bad.body, bad.filename, bad.contentType);
      expect({ name: bad.name, status: res.statusCode }).toEqual({ name: bad.name, status: bad.status });
      expect(res.json<{ Message: string }>().Message).toMatch(bad.message);
      expect(storedFiles()).toHaveLength(before);
    }
  });

  it('checks an image given as a buffer the same way (signature PNG)', async () => {
    const png = await acceptImageBuffer(await goodPng(400, 200), {
      store,
      key: 'tenant/demo/patient/p1/sig',
    });
    expect(png).toMatchObject({ format: 'png', width: 400, height: 200, contentType: 'image/png' });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(
      acceptImageBuffer(html, { store, key: 'tenant/demo/patient/p1/sig2' }),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(await store.get('tenant/demo/patient/p1/sig2')).toBeNull();
  });
});
