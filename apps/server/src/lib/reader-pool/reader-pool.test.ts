import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templates } from '@portal/reader';
import { readPhoto } from '@portal/reader/node-decode';
import { ReaderPool } from './reader-pool';

const require = createRequire(import.meta.url);
const fixtures = resolve(dirname(require.resolve('@portal/reader/package.json')), 'fixtures');
const truth = JSON.parse(readFileSync(resolve(fixtures, 'truth.json'), 'utf8')) as Record<
  string,
  {
    templateId: string;
    shouldRefuse: boolean;
    expected: { result: string }[];
    lineDrops: Record<string, number>;
  }
>;

describe('ReaderPool', () => {
  const pool = new ReaderPool({ size: 2 });
  afterAll(async () => {
    await pool.close();
  });

  it('decodes and reads JPEGs in worker threads, in parallel, exactly as the reader does in-process', async () => {
    const names = Object.keys(truth)
      .filter((name) => {
        const entry = truth[name];
        const strongTestLine = Object.entries(entry?.lineDrops ?? {}).some(
          ([line, drop]) => line !== 'C' && drop >= 0.1,
        );
        return name.includes('-good-') && strongTestLine && (entry?.lineDrops.C ?? 0) > 0;
      })
      .slice(0, 4);
    const results = await Promise.all(
      names.map((name) => {
        const entry = truth[name];
        const template = templates[entry?.templateId ?? ''];
        if (!template) throw new Error(`unknown template for ${name}`);
        return pool.read(readFileSync(resolve(fixtures, name)), template);
      }),
    );
    expect(results).toHaveLength(4);
    for (const [i, result] of results.entries()) {
      const name = names[i] ?? '';
      const template = templates[truth[name]?.templateId ?? ''];
      if (!template) throw new Error(`unknown template for ${name}`);
      expect(result).toEqual(await readPhoto(readFileSync(resolve(fixtures, name)), template));
      expect(result.status).toBe('read');
      expect(result.results.some((r) => r.result === 'POSITIVE')).toBe(true);
    }
  });

  it('refuses a photo without the device and rejects bytes that are not an image', async () => {
    const notFound = Object.keys(truth).find((name) => name.startsWith('covid-ag-not-found')) ?? '';
    const covid = templates['covid-ag'];
    if (!covid) throw new Error('missing template');
    const refused = await pool.read(readFileSync(resolve(fixtures, notFound)), covid);
    expect(refused.status).toBe('refused');
    await expect(pool.read(new TextEncoder().encode('not an image'), covid)).rejects.toThrow(/reader failed/);
  });
});
