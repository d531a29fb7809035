import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KitTemplate, ReaderResult } from '@portal/contract';
import { readPhoto } from '../tools/decode-image';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene, type SampleOptions } from '../tools/render/sample-scene';
import type { SceneCategory, SceneTruth } from '../tools/render/scene-spec';

export type Evaluation = { truth: SceneTruth; result: ReaderResult; readMs: number };

/** Decodes a JPEG and reads it as the server does (`readPhoto`); the time includes the decode. */
export async function decodeAndRead(
  jpeg: Buffer,
  template: KitTemplate,
): Promise<{ result: ReaderResult; ms: number }> {
  const started = performance.now();
  const result = await readPhoto(jpeg, template);
  return { result, ms: performance.now() - started };
}

/**
 * Renders (or, with a cache folder, reuses) one seeded photo. Rendering costs about ten times the read,
 * so re-reading a cached set is how an algorithm change is measured quickly; the renderer is seeded, so a
 * cached photo is the photo the renderer would draw again.
 */
async function photoFor(
  seed: number,
  template: KitTemplate,
  category: SceneCategory,
  options: SampleOptions,
  cacheDir?: string,
): Promise<{ jpeg: Buffer; truth: SceneTruth }> {
  const name = `${template.id}-${category}-${String(seed)}-${(options.megapixels ?? 0).toFixed(3)}`;
  const paths = cacheDir
    ? { folder: cacheDir, jpeg: join(cacheDir, `${name}.jpg`), truth: join(cacheDir, `${name}.json`) }
    : undefined;
  if (paths && existsSync(paths.jpeg) && existsSync(paths.truth))
    return {
      jpeg: readFileSync(paths.jpeg),
      truth: JSON.parse(readFileSync(paths.truth, 'utf8')) as SceneTruth,
    };
  const photo = await renderPhoto(sampleScene(seed, template, category, options), template);
  if (paths) {
    mkdirSync(paths.folder, { recursive: true });
    writeFileSync(paths.jpeg, photo.jpeg);
    writeFileSync(paths.truth, JSON.stringify(photo.truth));
  }
  return photo;
}

export async function evaluatePhoto(
  seed: number,
  template: KitTemplate,
  category: SceneCategory,
  options: SampleOptions = {},
  cacheDir?: string,
): Promise<Evaluation> {
  const photo = await photoFor(seed, template, category, options, cacheDir);
  const { result, ms } = await decodeAndRead(photo.jpeg, template);
  return { truth: photo.truth, result, readMs: ms };
}
