import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createObjectStore } from './create-object-store';

const dir = mkdtempSync(path.join(tmpdir(), 'create-object-store-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('createObjectStore (the AWS SDK is imported only for S3)', () => {
  it('makes the local store when S3_BUCKET is not set', async () => {
    const store = await createObjectStore(loadConfig({ DATA_DIR: dir }));
    expect(store.kind).toBe('local');
  });

  it('makes an S3 store for the configured bucket when S3_BUCKET is set', async () => {
    const store = await createObjectStore(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: 'portal-test', S3_REGION: 'eu-central-1' }),
    );
    expect(store.kind).toBe('s3');
  });
});
