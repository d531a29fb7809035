import sharp from 'sharp';
import type { KitTemplate } from '@portal/contract';
import { localScale } from './camera-pose';
import { backgroundSvg } from './background-svg';
import { composeScene, type Raster } from './compose';
import { deviceSvg } from './device-svg';
import type { EvalScene } from './eval-scene';
import { motionBlur, gaussianBlur } from './optics';
import { captureJpeg } from './sensor';

/** Scenes are composed at up to this many pixels, then the sensor stage scales them to the photo size. */
const MAX_DRAW_PIXELS = 2.5e6;

export type EvalPhotoTruth = {
  templateId: string;
  split: EvalScene['split'];
  category: EvalScene['category'];
  shouldRefuse: boolean;
  expected: { analyte: string; result: 'POSITIVE' | 'NEGATIVE' | 'INVALID' }[];
  displayed: string | null;
  lineDrops: Record<string, number>;
  pixelsPerMm: number;
  fault: EvalScene['fault'];
  faultSize: number | null;
};

async function rasterise(svg: string): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data), channels: info.channels };
}

export function truthOfScene(scene: EvalScene, template: KitTemplate, pixelsPerMm: number): EvalPhotoTruth {
  const expected: EvalPhotoTruth['expected'] = [];
  if (template.kind === 'cassette') {
    const control = template.lines.find((line) => line.role === 'control');
    const controlPresent = (scene.lineDrops[control?.name ?? ''] ?? 0) > 0;
    for (const line of template.lines)
      if (line.role === 'test' && line.analyte)
        expected.push({
          analyte: line.analyte,
          result: !controlPresent
            ? 'INVALID'
            : (scene.lineDrops[line.name] ?? 0) > 0
              ? 'POSITIVE'
              : 'NEGATIVE',
        });
  }
  let displayed: string | null = null;
  if (scene.display) {
    const text = scene.display.cells.trim();
    displayed = scene.display.decimalPoint ? `${text.slice(0, -1)}.${text.slice(-1)}` : text;
  }
  return {
    templateId: template.id,
    split: scene.split,
    category: scene.category,
    shouldRefuse: scene.category !== 'good' && scene.category !== 'sweep',
    expected,
    displayed,
    lineDrops: scene.lineDrops,
    pixelsPerMm,
    fault: scene.fault,
    faultSize: scene.faultSize,
  };
}

export async function renderEvalPhoto(
  scene: EvalScene,
  template: KitTemplate,
): Promise<{ jpeg: Buffer; truth: EvalPhotoTruth }> {
  const drawScale = Math.min(1, Math.sqrt(MAX_DRAW_PIXELS / (scene.width * scene.height)));
  const drawWidth = Math.round(scene.width * drawScale);
  const drawHeight = Math.round(scene.height * drawScale);
  const drawPixelsPerMm = scene.pose.pixelsPerMm * drawScale;
  const devicePixelsPerMm = Math.min(40, Math.max(8, 1.6 * drawPixelsPerMm));
  const surface = backgroundSvg(scene, drawWidth, drawHeight, drawPixelsPerMm);
  const [device, background] = await Promise.all([
    rasterise(deviceSvg(template, scene, devicePixelsPerMm)),
    rasterise(surface.svg),
  ]);
  const { planes, toImage } = composeScene(
    template,
    scene,
    device,
    devicePixelsPerMm,
    background,
    surface.texture,
    drawScale,
  );
  for (const plane of planes.rgb) {
    gaussianBlur(plane, planes.width, planes.height, scene.camera.defocusMm * drawPixelsPerMm);
    motionBlur(
      plane,
      planes.width,
      planes.height,
      scene.camera.motionMm * drawPixelsPerMm,
      scene.camera.motionAngleRad,
    );
  }
  const jpeg = await captureJpeg(planes, {
    width: scene.width,
    height: scene.height,
    toneGamma: scene.light.toneGamma,
    readNoise: scene.camera.readNoise,
    shotGain: scene.camera.shotGain,
    sharpen: scene.camera.sharpen,
    jpegQuality: scene.camera.jpegQuality,
    seed: scene.seed,
  });
  const area = template.kind === 'cassette' ? template.window.rect : template.display.rect;
  const scale = localScale(toImage, area.x + area.width / 2, area.y + area.height / 2) / drawScale;
  return { jpeg, truth: truthOfScene(scene, template, scale) };
}
