import type { KitTemplate } from '@portal/contract';
import { covidAgTemplate } from '../templates';
import {
  homographyFromPoints,
  invertHomography,
  projectToTemplate,
  type Homography,
} from '../src/geometry/homography';
import { imagePoint, templatePoint } from '../src/geometry/points';
import type { RgbaImage } from '../src/image/rgba-image';
import { createAppearance, type TemplateRegion } from '../src/template/appearance';
import { parseHexColour, type Rgb } from '../src/template/colour';
import { seededUniform } from '../src/testing/seeded-noise';
import { dyeOpacity } from '../tools/render-browser/scene-html';

export type SyntheticScene = {
  readonly width: number;
  readonly height: number;
  readonly template: KitTemplate;
  /** Image position of the body's centre, scale, in-plane rotation (degrees, any). */
  readonly centre: { x: number; y: number };
  readonly pixelsPerMm: number;
  readonly rotationDeg: number;
  /** Foreshortening of the far end (0 = none; 0.15 = the far end drawn 15% narrower). */
  readonly perspective?: number;
  readonly background: Rgb;
  /** Colours of the device's regions instead of the template's (another maker's look). */
  readonly colours?: Partial<Record<TemplateRegion, Rgb>>;
  /** Plain objects lying beside the device: rotated rectangles in image pixels. */
  readonly clutter?: readonly {
    x: number;
    y: number;
    halfLong: number;
    halfShort: number;
    angleDeg: number;
    colour: Rgb;
  }[];
  /** Draw the device at all (false: only the clutter on the background). */
  readonly device?: boolean;
  /**
   * A cassette's lines: each named line's drop (0..1) in the dye's measuring channel, drawn across the
   * window at its place as the dye's colour over the window's (none unless given).
   */
  readonly lineDrops?: Readonly<Record<string, number>>;
  /** The lines' width (mm), when another maker's lines are wider or narrower than the template's. */
  readonly lineWidthMm?: number;
};

/** A COVID-19 antigen cassette at 8 px/mm, turned 20 degrees, on a brown table: the scenes' common start. */
export const covidAgOnTable: SyntheticScene = {
  width: 960,
  height: 720,
  template: covidAgTemplate,
  centre: { x: 480, y: 360 },
  pixelsPerMm: 8,
  rotationDeg: 20,
  background: [90, 80, 70],
};

/** The colour of a cassette's window at template point (x, y) once its lines are laid over it. */
function withLines(scene: SyntheticScene, x: number, y: number, colour: Rgb): Rgb {
  const { template, lineDrops } = scene;
  if (!lineDrops || template.kind !== 'cassette') return colour;
  const { rect } = template.window;
  const line = template.lines.find(
    (candidate) => Math.abs(y - rect.y - candidate.position) <= (scene.lineWidthMm ?? template.lineWidth) / 2,
  );
  const drop = line ? (lineDrops[line.name] ?? 0) : 0;
  if (drop <= 0 || x < rect.x || x > rect.x + rect.width) return colour;
  const dye = parseHexColour(template.dye.colour);
  const opacity = dyeOpacity(template, colour, drop);
  const [r, g, b] = colour.map((value, c) => value + opacity * ((dye[c] ?? 0) - value));
  return [r ?? 0, g ?? 0, b ?? 0];
}

/** The scene's template-to-image homography. */
export function sceneHomography(scene: SyntheticScene): Homography {
  const { width, height } = scene.template.body;
  const angle = (scene.rotationDeg * Math.PI) / 180;
  const taper = scene.perspective ?? 0;
  const place = (u: number, v: number, narrowing: number) => {
    const x = (u - width / 2) * (1 - narrowing) * scene.pixelsPerMm;
    const y = (v - height / 2) * scene.pixelsPerMm;
    return imagePoint(
      scene.centre.x + x * Math.cos(angle) - y * Math.sin(angle),
      scene.centre.y + x * Math.sin(angle) + y * Math.cos(angle),
    );
  };
  const h = homographyFromPoints(
    [templatePoint(0, 0), templatePoint(width, 0), templatePoint(width, height), templatePoint(0, height)],
    [place(0, 0, taper), place(width, 0, taper), place(width, height, 0), place(0, height, 0)],
  );
  if (!h) throw new Error('degenerate scene');
  return h;
}

/** Draws the scene (2x2 supersampled, with +-2 levels of noise) as RGBA pixels. */
export function drawScene(scene: SyntheticScene): RgbaImage {
  const appearance = createAppearance(scene.template);
  const inverse = invertHomography(sceneHomography(scene));
  const data = new Uint8ClampedArray(scene.width * scene.height * 4);
  // A small deterministic noise, so flat regions are not perfectly flat.
  const random = seededUniform(scene.width * 7 + scene.height);
  const clutterAt = (x: number, y: number): Rgb | undefined => {
    for (const object of scene.clutter ?? []) {
      const a = (object.angleDeg * Math.PI) / 180;
      const dx = x - object.x;
      const dy = y - object.y;
      const along = dx * Math.cos(a) + dy * Math.sin(a);
      const across = -dx * Math.sin(a) + dy * Math.cos(a);
      if (Math.abs(along) <= object.halfLong && Math.abs(across) <= object.halfShort) return object.colour;
    }
    return undefined;
  };
  for (let y = 0; y < scene.height; y++)
    for (let x = 0; x < scene.width; x++) {
      const sum = [0, 0, 0];
      for (const [ox, oy] of [
        [-0.25, -0.25],
        [0.25, -0.25],
        [-0.25, 0.25],
        [0.25, 0.25],
      ] as const) {
        const px = x + ox;
        const py = y + oy;
        let colour: Rgb = clutterAt(px, py) ?? scene.background;
        if (scene.device !== false) {
          const t = projectToTemplate(inverse, imagePoint(px, py));
          const look = appearance(t.x, t.y);
          if (look.region !== 'outside') colour = scene.colours?.[look.region] ?? look.colour;
          if (look.region === 'window') colour = withLines(scene, t.x, t.y, colour);
        }
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0) / 4;
      }
      const i = (y * scene.width + x) * 4;
      const jitter = 4 * random();
      data[i] = (sum[0] ?? 0) + jitter;
      data[i + 1] = (sum[1] ?? 0) + jitter;
      data[i + 2] = (sum[2] ?? 0) + jitter;
      data[i + 3] = 255;
    }
  return { width: scene.width, height: scene.height, data };
}

/** A separable box blur of the given radius (px), three passes: close to a Gaussian. */
export function boxBlurred(image: RgbaImage, radius: number): RgbaImage {
  let data = Float32Array.from(image.data);
  const { width, height } = image;
  for (let pass = 0; pass < 6; pass++) {
    const horizontal = pass % 2 === 0;
    const next = new Float32Array(data.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let c = 0; c < 4; c++) {
          let sum = 0;
          for (let k = -radius; k <= radius; k++) {
            const sx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
            const sy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
            sum += data[(sy * width + sx) * 4 + c] ?? 0;
          }
          next[(y * width + x) * 4 + c] = sum / (2 * radius + 1);
        }
    data = next;
  }
  return { width, height, data: Uint8ClampedArray.from(data) };
}
