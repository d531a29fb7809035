import type { KitTemplate } from '@portal/contract';
import { invertHomography } from '../../src/geometry/homography';
import { percentDots, segmentRects, CHARACTER_SEGMENTS } from '../../src/a1c/seven-segment';
import { createAppearance, insideRect } from '../../src/template/appearance';
import { parseHexColour } from '../../src/template/colour';
import { CHANNEL_OFFSET } from '../../src/image/rgba-image';
import type { TemplateRect } from '@portal/contract';
import { createBackground } from './background';
import { poseHomography } from './pose';
import type { SceneSpec } from './scene-spec';
import { createValueNoise } from './value-noise';

export type RgbPlanes = { width: number; height: number; planes: [Float32Array, Float32Array, Float32Array] };

const SHADOW_OFFSET_MM = 1.2;
const LINE_EDGE_MM = 0.15;

function dyeAbsorption(template: KitTemplate): [number, number, number] {
  if (template.kind !== 'cassette') return [0, 0, 0];
  const dye = parseHexColour(template.dye.colour);
  const absorbance = dye.map((value) => -Math.log(Math.max(value, 1) / 255)) as [number, number, number];
  const measured = absorbance[CHANNEL_OFFSET[template.dye.channel]] || 1;
  return absorbance.map((value) => value / measured) as [number, number, number];
}

function displayDarkRects(
  template: KitTemplate,
  display: NonNullable<SceneSpec['display']>,
): { lit: TemplateRect[]; ghost: TemplateRect[] } {
  const lit: TemplateRect[] = [];
  const ghost: TemplateRect[] = [];
  if (template.kind !== 'a1c-analyzer') return { lit, ghost };
  const { digitCells, segmentThickness, decimalPoint, percentSign } = template.display;
  digitCells.forEach((cell, index) => {
    const on = new Set<string>((CHARACTER_SEGMENTS[display.cells[index] ?? ' '] ?? '').split(''));
    for (const [name, rect] of Object.entries(segmentRects(cell, segmentThickness)))
      (on.has(name) ? lit : ghost).push(rect);
  });
  (display.decimalPoint ? lit : ghost).push(decimalPoint);
  for (const dot of percentDots(percentSign)) (display.percentSign ? lit : ghost).push(dot);
  return { lit, ghost };
}

function onPercentSlash(template: KitTemplate, x: number, y: number): boolean {
  if (template.kind !== 'a1c-analyzer') return false;
  const sign = template.display.percentSign;
  if (!insideRect(sign, x, y)) return false;
  const expectedX = sign.x + sign.width * (1 - (y - sign.y) / sign.height);
  return Math.abs(x - expectedX) < sign.width * 0.09;
}

/** Draws the scene at `scale` times the spec's size, before blur and noise, in 0..255+ light units. */
export function drawScene(spec: SceneSpec, template: KitTemplate, scale: number): RgbPlanes {
  const width = Math.round(spec.width * scale);
  const height = Math.round(spec.height * scale);
  const pixelsPerMm = spec.pose.pixelsPerMm * scale;
  const pose = {
    ...spec.pose,
    centreX: spec.pose.centreX * scale,
    centreY: spec.pose.centreY * scale,
    pixelsPerMm,
  };
  const inverse = invertHomography(poseHomography(pose, template));
  const [a, b, c, d, e, f, g, k, l] = inverse;
  const appearance = createAppearance(template);
  const background = createBackground(spec.background, spec.seed, pixelsPerMm);
  const texture = createValueNoise(spec.seed);
  const absorption = dyeAbsorption(template);
  const membrane =
    template.kind === 'cassette'
      ? parseHexColour(template.window.membraneColour)
      : parseHexColour(template.body.colour);
  const membraneReflectance = 0.9;
  const exposure = spec.light.membraneLevel / membraneReflectance;
  const lines =
    template.kind === 'cassette'
      ? template.lines
          .map((line) => ({
            centre: template.window.rect.y + line.position,
            drop: spec.lineDrops[line.name] ?? 0,
          }))
          .filter((line) => line.drop > 0)
      : [];
  const halfLine = template.kind === 'cassette' ? template.lineWidth / 2 : 0;
  const display = spec.display ? displayDarkRects(template, spec.display) : { lit: [], ghost: [] };
  const segmentColour =
    template.kind === 'a1c-analyzer' ? parseHexColour(template.display.segmentColour) : membrane;

  const planes: RgbPlanes['planes'] = [
    new Float32Array(width * height),
    new Float32Array(width * height),
    new Float32Array(width * height),
  ];
  const colour: [number, number, number] = [0, 0, 0];
  const { whiteBalance, gradient, vignette, shadow, glare } = spec.light;
  const shadowNormal = shadow ? [Math.cos(shadow.angle), Math.sin(shadow.angle)] : [0, 0];
  const glareSpots = glare.map((spot) => ({
    x: spot.x * scale,
    y: spot.y * scale,
    r: spot.radius * scale,
    s: spot.strength,
  }));

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = g * x + k * y + l;
      const u = (a * x + b * y + c) / w;
      const v = (d * x + e * y + f) / w;
      const look = spec.devicePresent ? appearance(u, v) : undefined;
      if (look && look.region !== 'outside') {
        // Moulding grain belongs to the plastic; the membrane has its own fibre texture below.
        const grain = look.region === 'window' ? 1 : 1 + 0.012 * texture(u * 3, v * 3);
        colour[0] = (look.colour[0] / 255) * membraneReflectance * grain;
        colour[1] = (look.colour[1] / 255) * membraneReflectance * grain;
        colour[2] = (look.colour[2] / 255) * membraneReflectance * grain;
        if (look.region === 'window') {
          const fibre = 1 + 0.006 * texture(u * 12, v * 1.5);
          let factor0 = fibre;
          let factor1 = fibre;
          let factor2 = fibre;
          for (const line of lines) {
            const distance = Math.abs(v - line.centre);
            if (distance > halfLine + LINE_EDGE_MM) continue;
            const profile =
              distance < halfLine - LINE_EDGE_MM
                ? 1
                : 0.5 - 0.5 * Math.sin((Math.PI * (distance - halfLine)) / (2 * LINE_EDGE_MM));
            const strength = line.drop * profile * (0.94 + 0.06 * texture(u * 4 + 50, v * 4));
            factor0 *= 1 - strength * absorption[0];
            factor1 *= 1 - strength * absorption[1];
            factor2 *= 1 - strength * absorption[2];
          }
          colour[0] *= factor0;
          colour[1] *= factor1;
          colour[2] *= factor2;
        } else if (look.region === 'display') {
          let dark = 0;
          for (const rect of display.lit) if (insideRect(rect, u, v)) dark = 0.88;
          if (dark === 0 && spec.display?.percentSign && onPercentSlash(template, u, v)) dark = 0.88;
          if (dark === 0) for (const rect of display.ghost) if (insideRect(rect, u, v)) dark = 0.03;
          if (dark > 0) {
            colour[0] = colour[0] * (1 - dark) + (segmentColour[0] / 255) * membraneReflectance * dark;
            colour[1] = colour[1] * (1 - dark) + (segmentColour[1] / 255) * membraneReflectance * dark;
            colour[2] = colour[2] * (1 - dark) + (segmentColour[2] / 255) * membraneReflectance * dark;
          }
        }
      } else {
        background(x / scale, y / scale, colour);
        if (
          spec.devicePresent &&
          appearance(u - SHADOW_OFFSET_MM, v - SHADOW_OFFSET_MM).region !== 'outside'
        ) {
          colour[0] *= 0.6;
          colour[1] *= 0.6;
          colour[2] *= 0.6;
        }
      }
      const nx = x / width - 0.5;
      const ny = y / height - 0.5;
      let light =
        exposure *
        (1 + gradient[0] * nx * 2 + gradient[1] * ny * 2) *
        (1 - vignette * (nx * nx + ny * ny) * 2);
      if (shadow) {
        const side = (nx * (shadowNormal[0] ?? 0) + ny * (shadowNormal[1] ?? 0) - shadow.offset) / 0.02;
        const t = side <= -1 ? 0 : side >= 1 ? 1 : (side + 1) / 2;
        light *= 1 - (1 - shadow.factor) * t;
      }
      let glareLight = 0;
      for (const spot of glareSpots) {
        const distance2 = (x - spot.x) ** 2 + (y - spot.y) ** 2;
        if (distance2 < 9 * spot.r * spot.r)
          glareLight += 255 * spot.s * Math.exp(-distance2 / (2 * spot.r * spot.r));
      }
      const index = y * width + x;
      planes[0][index] = colour[0] * light * whiteBalance[0] + glareLight;
      planes[1][index] = colour[1] * light * whiteBalance[1] + glareLight;
      planes[2][index] = colour[2] * light * whiteBalance[2] + glareLight;
    }
  }
  return { width, height, planes };
}
