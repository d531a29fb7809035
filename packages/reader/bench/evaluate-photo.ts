import { decodeImage } from '../tools/decode-image';
import type { KitTemplate, ReaderResult } from '@portal/contract';
import { readKit } from '../src/read-kit';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene, type SampleOptions } from '../tools/render/sample-scene';
import type { SceneCategory, SceneTruth } from '../tools/render/scene-spec';

export type Evaluation = { truth: SceneTruth; result: ReaderResult; readMs: number; jpegBytes: number };

/** Decodes a JPEG as the server does (sharp to RGBA) and reads it; the time includes the decode. */
export async function decodeAndRead(jpeg: Buffer, template: KitTemplate): Promise<{ result: ReaderResult; ms: number }> {
  const started = performance.now();
  const result = readKit(await decodeImage(jpeg), template);
  return { result, ms: performance.now() - started };
}

export async function evaluatePhoto(seed: number, template: KitTemplate, category: SceneCategory, options: SampleOptions = {}): Promise<Evaluation> {
  const photo = await renderPhoto(sampleScene(seed, template, category, options), template);
  const { result, ms } = await decodeAndRead(photo.jpeg, template);
  return { truth: photo.truth, result, readMs: ms, jpegBytes: photo.jpeg.length };
}
