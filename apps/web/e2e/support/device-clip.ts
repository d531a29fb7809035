/// <reference types="node" />
import sharp from 'sharp';
import type { KitTemplate } from '@portal/contract';
import { checkLiveFrame, LiveCheckSession, readKit, searchLiveFrame, type RgbaImage } from '@portal/reader';
import { renderPhoto } from '../../../../packages/reader/tools/render/render-photo';
import { sampleScene } from '../../../../packages/reader/tools/render/sample-scene';
import type { SceneSpec } from '../../../../packages/reader/tools/render/scene-spec';
import { sampleEvalScene, type EvalScene } from '../../../../packages/reader/tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../../../../packages/reader/tools/render-eval/render-eval-photo';
import { writeY4m } from './fake-camera';

export interface DeviceClipOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames of a defocused device before it sharpens (the clip loops, so they come back each loop). */
  blurredFrames?: number;
  sharpFrames?: number;
}

export interface DeviceClip {
  /** What the sharp frames show, from the renderer (e.g. the expected verdicts, the displayed A1C). */
  truth: Awaited<ReturnType<typeof renderPhoto>>['truth'];
}

/**
 * Where a patient filling the camera page's guide puts the device: centred, its long side along the
 * frame's (a quarter turn when the two disagree), covering `share` of the frame's short side.
 */
function guideFit(template: KitTemplate, width: number, height: number, share: number) {
  const { width: w, height: h } = template.body;
  return {
    centreX: width / 2,
    centreY: height / 2,
    pixelsPerMm: (share * Math.min(width, height)) / Math.max(w, h),
    turnDeg: width >= height !== w >= h ? 90 : 0,
  };
}

/** A patient filling the camera page's guide: centred, long side along the frame's, a little tilted. */
function heldInGuide(spec: SceneSpec, template: KitTemplate, width: number, height: number): SceneSpec {
  const { turnDeg, ...fit } = guideFit(template, width, height, 0.8);
  return {
    ...spec,
    width,
    height,
    pose: {
      ...spec.pose,
      ...fit,
      rotationDeg: turnDeg + (spec.pose.rotationDeg % 5),
      tiltXDeg: spec.pose.tiltXDeg / 4,
      tiltYDeg: spec.pose.tiltYDeg / 4,
    },
    light: { ...spec.light, glare: [] },
  };
}

async function rgbOf(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).removeAlpha().raw().toBuffer();
}

async function rgbaOf(jpeg: Buffer, width?: number) {
  const pipeline = sharp(jpeg).ensureAlpha();
  const { data, info } = await (width ? pipeline.resize({ width }) : pipeline)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

/**
 * Writes a .y4m clip of a kit device (cassette or A1C analyzer) from the reader's renderer for Chromium's
 * fake camera: a few blurred frames, then sharp ones. The first seed whose sharp frame passes the camera
 * page's live check and is read (not refused) by the reader is used, so the clip stays good as the reader
 * changes.
 */
export async function writeDeviceClip(
  path: string,
  template: KitTemplate,
  options: DeviceClipOptions = {},
): Promise<DeviceClip> {
  const { width = 1280, height = 960, fps = 5, blurredFrames = 3, sharpFrames = 12 } = options;
  for (let seed = 1; seed <= 12; seed++) {
    const spec = heldInGuide(
      sampleScene(seed, template, 'good', { megapixels: (width * height) / 1e6 }),
      template,
      width,
      height,
    );
    const photo = await renderPhoto(spec, template);
    const preview = await rgbaOf(photo.jpeg, 640);
    if (!checkLiveFrame(preview, template, { captureWidth: width, captureHeight: height }).ready) continue;
    if (readKit(await rgbaOf(photo.jpeg), template).status !== 'read') continue;
    const blurred = await renderPhoto(
      { ...spec, camera: { ...spec.camera, defocusSigma: 2 * spec.pose.pixelsPerMm } },
      template,
    );
    const [sharpRgb, blurredRgb] = await Promise.all([rgbOf(photo.jpeg), rgbOf(blurred.jpeg)]);
    await writeY4m(path, width, height, fps, [
      ...Array.from({ length: blurredFrames }, () => blurredRgb),
      ...Array.from({ length: sharpFrames }, () => sharpRgb),
    ]);
    return { truth: photo.truth };
  }
  throw new Error(`No rendered ${template.id} photo passed the live check and the reader.`);
}

/** Writes a clip of an empty table (no device): the live check never passes, and the reader refuses it. */
export async function writeEmptyTableClip(
  path: string,
  template: KitTemplate,
  options: DeviceClipOptions = {},
) {
  const { width = 1280, height = 960, fps = 5 } = options;
  const spec = sampleScene(1, template, 'not-found', { megapixels: (width * height) / 1e6 });
  const photo = await renderPhoto({ ...spec, width, height }, template);
  await writeY4m(path, width, height, fps, [await rgbOf(photo.jpeg)]);
}

/** An evaluation-renderer scene held as a patient fills the guide (as heldInGuide), at the clip's size. */
function evalSceneInGuide(scene: EvalScene, template: KitTemplate, width: number, height: number): EvalScene {
  const { turnDeg, ...fit } = guideFit(template, width, height, 0.75);
  return {
    ...scene,
    width,
    height,
    pose: {
      ...scene.pose,
      ...fit,
      rollDeg: turnDeg + (scene.pose.rollDeg % 5),
      tiltDeg: scene.pose.tiltDeg / 4,
    },
  };
}

type LiveCapture = { captureWidth: number; captureHeight: number };

/**
 * Writes a clip of sharp frames of the first tune-hard good photo (seeds 0-39, held in the guide, each in
 * the variants `vary` makes of its scene) that `accepts`, given its JPEG and its 640 px preview; false
 * when none does.
 */
async function writeFirstTuneHardClip(
  path: string,
  template: KitTemplate,
  options: DeviceClipOptions,
  accepts: (jpeg: Buffer, preview: RgbaImage, capture: LiveCapture) => Promise<boolean>,
  vary: (scene: EvalScene) => EvalScene[] = (scene) => [scene],
): Promise<boolean> {
  const { width = 1280, height = 960, fps = 5, sharpFrames = 12 } = options;
  const capture = { captureWidth: width, captureHeight: height };
  for (let seed = 0; seed < 40; seed++) {
    const held = evalSceneInGuide(
      sampleEvalScene(seed, 'tune-hard', 'good', template),
      template,
      width,
      height,
    );
    for (const scene of vary(held)) {
      const { jpeg } = await renderEvalPhoto(scene, template);
      if (!(await accepts(jpeg, await rgbaOf(jpeg, 640), capture))) continue;
      const rgb = await rgbOf(jpeg);
      await writeY4m(
        path,
        width,
        height,
        fps,
        Array.from({ length: sharpFrames }, () => rgb),
      );
      return true;
    }
  }
  return false;
}

/**
 * Writes a clip of a device on a surface where the live check's first route finds no body (the evaluation
 * renderer's tune-hard tables: light grey, the body's own colour, printed paper, clutter): the first seed
 * whose preview that route holds back as not found while a camera session's first check passes (its full
 * locator), and which the reader reads. Sharp frames only.
 */
export async function writeHardSurfaceClip(
  path: string,
  template: KitTemplate,
  options: DeviceClipOptions = {},
): Promise<void> {
  const written = await writeFirstTuneHardClip(path, template, options, async (jpeg, preview, capture) => {
    if (!checkLiveFrame(preview, template, capture).flags.includes('not-found')) return false;
    if (!new LiveCheckSession(template, searchLiveFrame).check(preview, capture, 0).quality.ready)
      return false;
    return readKit(await rgbaOf(jpeg), template).status === 'read';
  });
  if (!written)
    throw new Error(`No tune-hard ${template.id} photo needed the full locator and passed the reader.`);
}

/**
 * Writes a clip of a cassette whose window a half-shadow's soft edge crosses (the evaluation renderer's
 * own half-shadow, its edge put across the window, between its lines): the first tune-hard seed whose
 * preview a camera session holds back for its uneven light alone, well over the limit (twice it, so the
 * fake camera's own conversion cannot tip it), and which the reader refuses. Sharp frames only.
 */
export async function writeShadowedWindowClip(
  path: string,
  template: KitTemplate,
  options: DeviceClipOptions = {},
): Promise<void> {
  const shadowed = (scene: EvalScene) =>
    [0.03, -0.03].map((offset) => ({
      ...scene,
      light: {
        ...scene.light,
        halfShadow: { angleRad: 0, offset, edgeFraction: 0.02, factor: 0.55 },
        speculars: [],
      },
    }));
  const written = await writeFirstTuneHardClip(
    path,
    template,
    options,
    async (jpeg, preview, capture) => {
      const { quality } = new LiveCheckSession(template, searchLiveFrame).check(preview, capture, 0);
      if (quality.flags.join() !== 'exposure' || !(quality.metrics.windowUnevenness > 2)) return false;
      return readKit(await rgbaOf(jpeg), template).status === 'refused';
    },
    shadowed,
  );
  if (!written)
    throw new Error(`No tune-hard ${template.id} photo with a shadow across its window was held back.`);
}
