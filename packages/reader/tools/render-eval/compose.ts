import type { KitTemplate } from '@portal/contract';
import { apply, deviceToImage, invert, type Matrix3 } from './camera-pose';
import type { EvalScene } from './eval-scene';
import type { SurfaceTexture } from './background-svg';
import { gaussianBlur } from './optics';
import { fractalNoise, noiseField } from './texture-noise';

export type Raster = { width: number; height: number; data: Uint8Array; channels: number };
export type Planes = { width: number; height: number; rgb: [Float32Array, Float32Array, Float32Array] };

const CHANNEL = { r: 0, g: 1, b: 2 } as const;

/** Relative white-balance gains of a light of this colour temperature (a rough blackbody fit). */
export function temperatureGains(kelvin: number): [number, number, number] {
  const t = kelvin / 100;
  const red = t <= 66 ? 255 : 329.7 * (t - 60) ** -0.1332;
  const green = t <= 66 ? 99.47 * Math.log(t) - 161.1 : 288.1 * (t - 60) ** -0.0755;
  const blue = t >= 66 ? 255 : t <= 19 ? 0 : 138.5 * Math.log(t - 10) - 305;
  // A phone's auto white balance takes out most, not all, of the cast.
  const cast = [red, green, blue].map((v) => Math.max(v, 1) / 255);
  const mean = cast.reduce((sum, v) => sum + v, 0) / 3;
  return cast.map((v) => 1 + 0.3 * (v / mean - 1)) as [number, number, number];
}

/** Per channel, the dye's absorbance relative to the measuring channel's. */
function dyeRatios(template: KitTemplate): [number, number, number] {
  if (template.kind !== 'cassette') return [0, 0, 0];
  const value = Number.parseInt(template.dye.colour.slice(1), 16);
  const absorbance = [16, 8, 0].map((shift) => -Math.log(Math.max((value >> shift) & 255, 1) / 255));
  const measured = absorbance[CHANNEL[template.dye.channel]] || 1;
  return absorbance.map((a) => a / measured) as [number, number, number];
}

type Line = { centre: number; halfWidth: number; absorbance: number };

function sceneLines(template: KitTemplate, scene: EvalScene): Line[] {
  if (template.kind !== 'cassette') return [];
  return template.lines
    .map((line) => {
      const drop = scene.lineDrops[line.name] ?? 0;
      // The drop is defined on pixel values; the tone curve raises reflectance ratios to toneGamma.
      const reflectanceDrop = 1 - (1 - drop) ** (1 / scene.light.toneGamma);
      return {
        centre: template.window.rect.y + line.position + scene.lineShiftMm,
        halfWidth: scene.lineWidthMm / 2,
        absorbance: -Math.log(1 - reflectanceDrop),
      };
    })
    .filter((line) => line.absorbance > 0);
}

/** Gaussian blur of a plane that is zero outside `box`: only the box and its blur margin are worked on. */
function blurAround(
  plane: Float32Array,
  width: number,
  height: number,
  sigma: number,
  box: { x0: number; x1: number; y0: number; y1: number },
): void {
  const margin = Math.ceil(4 * sigma) + 2;
  const left = Math.max(0, box.x0 - margin);
  const top = Math.max(0, box.y0 - margin);
  const w = Math.min(width - 1, box.x1 + margin) - left + 1;
  const h = Math.min(height - 1, box.y1 + margin) - top + 1;
  if (w <= 0 || h <= 0) return;
  const part = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    part.set(plane.subarray((top + y) * width + left, (top + y) * width + left + w), y * w);
  gaussianBlur(part, w, h, sigma);
  for (let y = 0; y < h; y++) plane.set(part.subarray(y * w, (y + 1) * w), (top + y) * width + left);
}

function lineProfile(distance: number, halfWidth: number, edge: number): number {
  const t = (halfWidth + edge - distance) / (2 * edge);
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t * t * (3 - 2 * t);
}

/**
 * Lays the device raster over the background through the camera homography, with its drop shadow,
 * lines (in floating point), highlights, lighting and lens blur. Returns radiance planes, 0..1 scale.
 */
export function composeScene(
  template: KitTemplate,
  scene: EvalScene,
  device: Raster,
  devicePixelsPerMm: number,
  background: Raster,
  surface: SurfaceTexture,
  drawScale: number,
): { planes: Planes; toImage: Matrix3 } {
  const { width, height } = background;
  const pose = {
    ...scene.pose,
    centreX: scene.pose.centreX * drawScale,
    centreY: scene.pose.centreY * drawScale,
    pixelsPerMm: scene.pose.pixelsPerMm * drawScale,
  };
  const toImage = deviceToImage(pose, template.body.width, template.body.height);
  const toDevice = invert(toImage);
  const size = width * height;
  const alpha = new Float32Array(size);
  const deviceRgb = [new Float32Array(size), new Float32Array(size), new Float32Array(size)] as const;
  const corners = [
    [0, 0],
    [template.body.width, 0],
    [template.body.width, template.body.height],
    [0, template.body.height],
  ].map(([u, v]) => apply(toImage, u as number, v as number));
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))) - 2);
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...corners.map((p) => p.x))) + 2);
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))) - 2);
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...corners.map((p) => p.y))) + 2);
  const lines = sceneLines(template, scene);
  const ratios = dyeRatios(template);
  const windowRect = template.kind === 'cassette' ? template.window.rect : null;
  const edge = scene.lineEdgeMm;
  const gloss = scene.look.glossy ? 1 : 0.35;
  const noise = fractalNoise(scene.seed);
  const grain = scene.look.glossy ? 0.006 : 0.015;
  const { data, channels } = device;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = toDevice;
  const rowStride = device.width * channels;
  const premultiplied = new Float32Array(4);
  // Bilinear sample of the raster, colours weighted by coverage (the rasteriser does not premultiply).
  const sampleDevice = (px: number, py: number): void => {
    premultiplied.fill(0);
    const ix = Math.floor(px);
    const iy = Math.floor(py);
    const fx = px - ix;
    const fy = py - iy;
    for (let k = 0; k < 4; k++) {
      const cx = ix + (k & 1);
      const cy = iy + (k >> 1);
      if (cx < 0 || cy < 0 || cx >= device.width || cy >= device.height) continue;
      const weight = (k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy);
      const at = cy * rowStride + cx * channels;
      const coverage = ((data[at + 3] as number) / 255) * weight;
      premultiplied[0] = (premultiplied[0] as number) + (data[at] as number) * coverage;
      premultiplied[1] = (premultiplied[1] as number) + (data[at + 1] as number) * coverage;
      premultiplied[2] = (premultiplied[2] as number) + (data[at + 2] as number) * coverage;
      premultiplied[3] = (premultiplied[3] as number) + coverage;
    }
  };
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const w = m6 * (x + 0.5) + m7 * (y + 0.5) + m8;
      const u = (m0 * (x + 0.5) + m1 * (y + 0.5) + m2) / w;
      const v = (m3 * (x + 0.5) + m4 * (y + 0.5) + m5) / w;
      const px = u * devicePixelsPerMm - 0.5;
      const py = v * devicePixelsPerMm - 0.5;
      if (px < -1 || py < -1 || px > device.width || py > device.height) continue;
      sampleDevice(px, py);
      const a = premultiplied[3] as number;
      if (a <= 0) continue;
      const index = y * width + x;
      alpha[index] = a;
      let highlight = 0;
      for (const spot of scene.light.speculars) {
        const d2 = (u - spot.u) ** 2 + (v - spot.v) ** 2;
        highlight += gloss * spot.strength * Math.exp(-d2 / (2 * spot.radiusMm * spot.radiusMm));
      }
      const inWindow =
        windowRect !== null &&
        u >= windowRect.x &&
        u <= windowRect.x + windowRect.width &&
        v >= windowRect.y &&
        v <= windowRect.y + windowRect.height;
      // Membrane fibres run along the flow; the moulded body has a fine grain.
      const texture = inWindow ? 1 + 0.007 * noise(u * 3, v * 0.3) : 1 + grain * noise(u * 2.5, v * 2.5);
      for (let c = 0; c < 3; c++) {
        let value = (texture * (premultiplied[c] as number)) / 255 / a;
        if (inWindow)
          for (const line of lines) {
            const profile = lineProfile(Math.abs(v - line.centre), line.halfWidth, edge);
            if (profile > 0) value *= Math.exp(-line.absorbance * (ratios[c] as number) * profile);
          }
        (deviceRgb[c] as Float32Array)[index] = value + highlight;
      }
    }
  }

  // Drop shadow: the device's coverage, moved away from the light and softened.
  const { offsetMm, softnessMm, opacity } = scene.light.dropShadow;
  const mm = pose.pixelsPerMm;
  const shadow = new Float32Array(size);
  const sx = Math.round(-Math.cos(scene.light.directionRad) * offsetMm * mm);
  const sy = Math.round(-Math.sin(scene.light.directionRad) * offsetMm * mm);
  for (let y = Math.max(0, y0 + sy); y <= Math.min(height - 1, y1 + sy); y++)
    for (let x = Math.max(0, x0 + sx); x <= Math.min(width - 1, x1 + sx); x++)
      shadow[y * width + x] = alpha[(y - sy) * width + (x - sx)] as number;
  blurAround(shadow, width, height, softnessMm * mm, {
    x0: Math.min(x0, x0 + sx),
    x1: Math.max(x1, x1 + sx),
    y0: Math.min(y0, y0 + sy),
    y1: Math.max(y1, y1 + sy),
  });

  const gains = temperatureGains(scene.light.kelvin);
  const { gradient, directionRad, vignette, halfShadow, level, toneGamma } = scene.light;
  const membraneReference =
    template.kind === 'cassette' ? template.window.membraneColour : template.display.backgroundColour;
  // Auto exposure: the brightest channel of the reading area (after the light's colour) comes out at `level`.
  const referenceValue = Number.parseInt(membraneReference.slice(1), 16);
  const reference = Math.max(
    ...[16, 8, 0].map((shift, c) => (((referenceValue >> shift) & 255) / 255) * (gains[c] as number)),
  );
  const exposure = (level / 255) ** (1 / toneGamma) / reference;
  const rgb: Planes['rgb'] = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
  const cosD = Math.cos(directionRad);
  const sinD = Math.sin(directionRad);
  const centre = apply(toImage, template.body.width / 2, template.body.height / 2);
  const surfaceNoise = fractalNoise(scene.seed + 101);
  const along = Math.cos(surface.angleRad) / (surface.sizeMm * mm);
  const across = Math.sin(surface.angleRad) / (surface.sizeMm * mm);
  // The finest octave spans sizeMm / 2 on the surface: a sample every eighth of it is smooth enough.
  const surfaceShade = noiseField(width, height, Math.max(1, Math.floor((surface.sizeMm * mm) / 8)), (x, y) =>
    surfaceNoise((x * along + y * across) / surface.stretch, -x * across + y * along),
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      // Gradients are measured from the device centre, so the reading area keeps about `level`.
      const nx = (x - centre.x) / Math.max(width, height);
      const ny = (y - centre.y) / Math.max(width, height);
      let light = exposure * (1 - gradient * (nx * cosD + ny * sinD)) * (1 - vignette * (nx * nx + ny * ny));
      if (halfShadow) {
        const side =
          ((x / width - 0.5) * Math.cos(halfShadow.angleRad) +
            (y / height - 0.5) * Math.sin(halfShadow.angleRad) -
            halfShadow.offset) /
          halfShadow.edgeFraction;
        const t = side <= -0.5 ? 0 : side >= 0.5 ? 1 : side + 0.5;
        light *= 1 - (1 - halfShadow.factor) * t * t * (3 - 2 * t);
      }
      const a = alpha[index] as number;
      const shade =
        (1 - opacity * (shadow[index] as number)) * (1 + surface.amplitude * (surfaceShade[index] as number));
      for (let c = 0; c < 3; c++) {
        const ground = ((background.data[index * background.channels + c] as number) / 255) * shade;
        const value = a * ((deviceRgb[c] as Float32Array)[index] as number) + (1 - a) * ground;
        (rgb[c] as Float32Array)[index] = value * light * (gains[c] as number);
      }
    }
  }
  return { planes: { width, height, rgb }, toImage };
}
