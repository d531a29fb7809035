import type { CassetteTemplate } from '@portal/contract';
import { sfc32, type Draw } from './sfc32';

/** What one photo of the browser renderer shows: every number in CSS pixels, millimetres or degrees. */
export type BrowserScene = {
  seed: number;
  category: BrowserCategory;
  frame: { width: number; height: number };
  /** CSS pixels per template millimetre on the device plane (before the perspective's own scaling). */
  pixelsPerMm: number;
  centre: { x: number; y: number };
  pose: { turnDeg: number; tiltXDeg: number; tiltYDeg: number; perspectivePx: number };
  body: { colour: string; bevelMm: number; gloss: number };
  label: { colour: string; text: string; textColour: string };
  well: { depth: number };
  window: { membraneShift: number; rimMm: number; rimShade: number; cornerMm: number; bezelMm: number };
  letters: { font: string; sizeMm: number; side: 'left' | 'right'; colour: string } | null;
  lines: { name: string; drop: number; widthMm: number; offsetMm: number; edgeMm: number }[];
  background: BackgroundLook;
  light: {
    gradientAngleDeg: number;
    gradientLow: number;
    tint: [number, number, number];
    vignette: number;
    exposure: number;
    shadow: { dxMm: number; dyMm: number; blurMm: number; opacity: number };
    highlight: { xMm: number; yMm: number; radiusMm: number; strength: number } | null;
    castShadow: { angleDeg: number; offset: number; opacity: number } | null;
  };
  camera: { blurPx: number; noiseFloor: number; noiseGain: number; jpegQuality: number; sharpen: boolean };
};

export type BackgroundLook =
  | { kind: 'solid'; colour: string }
  | { kind: 'ruled-paper'; ink: string }
  | { kind: 'grid-paper'; ink: string; pitchMm: number }
  | { kind: 'planks'; colour: string; grain: string; pitchMm: number; angleDeg: number }
  | { kind: 'weave'; a: string; b: string; pitchMm: number }
  | { kind: 'tiles'; colour: string; grout: string; pitchMm: number }
  | { kind: 'clutter'; base: string; things: ClutterThing[] };

export type ClutterThing = {
  shape: 'bar' | 'disc' | 'card';
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  turnDeg: number;
  colour: string;
};

export const BROWSER_CATEGORIES = ['good', 'blur', 'dark', 'small'] as const;
export type BrowserCategory = (typeof BROWSER_CATEGORIES)[number];

const FRAMES: readonly [number, number][] = [
  [1600, 1200],
  [2000, 1500],
  [1920, 1080],
  [2400, 1800],
];
const FONTS = ['Liberation Sans', 'DejaVu Sans', 'Liberation Serif', 'DejaVu Sans Mono', 'DejaVu Serif'];
const BRANDS = ['QuickCheck', 'RapidSure', 'ViraTest', 'HomeDx', 'ClearLine', 'Flowpath', 'iTest'];

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h.toFixed(1)} ${s.toFixed(1)}% ${l.toFixed(1)}%)`;
}

function sampleBackground(draw: Draw): BackgroundLook {
  const light = () => hsl(draw.range(0, 360), draw.range(0, 25), draw.range(70, 96));
  const any = () => hsl(draw.range(0, 360), draw.range(0, 60), draw.range(12, 90));
  switch (draw.pick(['solid', 'solid', 'ruled-paper', 'grid-paper', 'planks', 'weave', 'tiles', 'clutter'])) {
    case 'solid':
      return { kind: 'solid', colour: draw.odds(0.5) ? light() : any() };
    case 'ruled-paper':
      return { kind: 'ruled-paper', ink: hsl(draw.range(190, 230), 60, draw.range(55, 75)) };
    case 'grid-paper':
      return {
        kind: 'grid-paper',
        ink: hsl(draw.range(0, 360), 40, draw.range(60, 80)),
        pitchMm: draw.range(4, 10),
      };
    case 'planks':
      return {
        kind: 'planks',
        colour: hsl(draw.range(20, 40), draw.range(30, 60), draw.range(35, 70)),
        grain: hsl(draw.range(20, 40), draw.range(30, 60), draw.range(25, 50)),
        pitchMm: draw.range(60, 140),
        angleDeg: draw.range(0, 180),
      };
    case 'weave':
      return { kind: 'weave', a: any(), b: any(), pitchMm: draw.range(1, 4) };
    case 'tiles':
      return {
        kind: 'tiles',
        colour: light(),
        grout: hsl(0, 0, draw.range(40, 80)),
        pitchMm: draw.range(50, 150),
      };
    default:
      return {
        kind: 'clutter',
        base: draw.odds(0.5) ? light() : any(),
        things: Array.from({ length: Math.floor(draw.range(2, 7)) }, () => {
          const shape = draw.pick(['bar', 'disc', 'card'] as const);
          const size =
            shape === 'bar'
              ? [draw.range(100, 150), draw.range(7, 11)]
              : shape === 'disc'
                ? [22, 22]
                : [85.6, 54];
          return {
            shape,
            xMm: draw.range(-150, 150),
            yMm: draw.range(-120, 120),
            widthMm: size[0] ?? 10,
            heightMm: size[1] ?? 10,
            turnDeg: draw.range(0, 360),
            colour: any(),
          };
        }),
      };
  }
}

function sampleDrops(draw: Draw, template: CassetteTemplate): Record<string, number> {
  const invalid = draw.odds(0.08);
  const drops: Record<string, number> = {};
  for (const line of template.lines) {
    if (line.role === 'control') drops[line.name] = invalid ? 0 : draw.range(0.12, 0.55);
    else if (draw.odds(0.5)) drops[line.name] = 0;
    else drops[line.name] = draw.odds(0.6) ? draw.range(0.005, 0.04) : draw.logRange(0.04, 0.45);
  }
  return drops;
}

/** Device half-diagonal in mm: what must fit in the frame whatever the turn. */
function halfDiagonalMm(template: CassetteTemplate): number {
  return Math.hypot(template.body.width, template.body.height) / 2;
}

export function sampleBrowserScene(
  template: CassetteTemplate,
  seed: number,
  category: BrowserCategory,
): BrowserScene {
  const draw = sfc32(seed * 7919 + template.id.length * 104729);
  const [long, short] = draw.pick(FRAMES);
  const portrait = draw.odds(0.5);
  const frame = portrait ? { width: short, height: long } : { width: long, height: short };
  const reach = halfDiagonalMm(template) * 1.25;
  const largest = (Math.min(frame.width, frame.height) / 2 - 20) / reach;
  const pixelsPerMm = category === 'small' ? draw.range(2, 3.2) : Math.min(largest, draw.logRange(6, 16));
  const room = { x: frame.width / 2 - reach * pixelsPerMm, y: frame.height / 2 - reach * pixelsPerMm };
  const centre = {
    x: frame.width / 2 + draw.range(-1, 1) * Math.max(0, room.x),
    y: frame.height / 2 + draw.range(-1, 1) * Math.max(0, room.y),
  };
  const drops = sampleDrops(draw, template);
  // The camera's tilt off the device's normal, up to the 35 degrees the reader is specified for.
  const tilt = 33 * Math.sqrt(draw.unit());
  const tiltAzimuth = draw.range(0, 2 * Math.PI);
  const membraneShift = draw.range(-6, 3);
  return {
    seed,
    category,
    frame,
    pixelsPerMm,
    centre,
    pose: {
      turnDeg: draw.range(0, 360),
      tiltXDeg: tilt * Math.cos(tiltAzimuth),
      tiltYDeg: tilt * Math.sin(tiltAzimuth),
      perspectivePx: Math.max(frame.width, frame.height) * draw.range(0.9, 1.8),
    },
    body: {
      colour: draw.odds(0.3)
        ? template.body.colour
        : hsl(draw.range(0, 360), draw.range(0, 35), draw.range(78, 97)),
      bevelMm: draw.range(0, 1.5),
      gloss: draw.range(0, 0.35),
    },
    label: {
      colour: hsl(draw.range(0, 360), draw.range(30, 80), draw.range(25, 55)),
      text: draw.pick(BRANDS),
      textColour: draw.odds(0.7) ? '#ffffff' : '#111111',
    },
    well: { depth: draw.range(0.2, 0.8) },
    window: {
      membraneShift,
      rimMm: draw.range(0.15, 0.8),
      rimShade: draw.range(0.1, 0.5),
      cornerMm: draw.range(0, 1.5),
      bezelMm: draw.odds(0.5) ? draw.range(0.4, 1.5) : 0,
    },
    letters: draw.odds(0.8)
      ? {
          font: draw.pick(FONTS),
          sizeMm: draw.range(2, 3.5),
          side: draw.odds(0.5) ? 'left' : 'right',
          colour: hsl(0, 0, draw.range(10, 40)),
        }
      : null,
    lines: template.lines.map((line) => ({
      name: line.name,
      drop: drops[line.name] ?? 0,
      widthMm: template.lineWidth * draw.range(0.8, 1.2),
      offsetMm: draw.range(-0.12, 0.12),
      edgeMm: draw.range(0.05, 0.3),
    })),
    background: sampleBackground(draw),
    light: {
      gradientAngleDeg: draw.range(0, 360),
      gradientLow: draw.range(0.7, 1),
      tint: [draw.range(0.9, 1), draw.range(0.92, 1), draw.range(0.85, 1)],
      vignette: draw.range(0, 0.3),
      exposure: category === 'dark' ? draw.range(0.1, 0.22) : draw.range(0.8, 1.05),
      shadow: {
        dxMm: draw.range(-4, 4),
        dyMm: draw.range(-4, 4),
        blurMm: draw.range(1, 10),
        opacity: draw.range(0.15, 0.5),
      },
      highlight: draw.odds(0.35)
        ? {
            xMm: draw.range(0, template.body.width),
            yMm: draw.pick([
              draw.range(0, template.window.rect.y - 3),
              draw.range(template.window.rect.y + template.window.rect.height + 3, template.body.height),
            ]),
            radiusMm: draw.range(2, 6),
            strength: draw.range(0.2, 0.7),
          }
        : null,
      castShadow: draw.odds(0.2)
        ? { angleDeg: draw.range(0, 360), offset: draw.range(-0.6, 0.6), opacity: draw.range(0.15, 0.4) }
        : null,
    },
    camera: {
      blurPx: category === 'blur' ? pixelsPerMm * draw.range(0.5, 1.1) : draw.range(0, 0.7),
      noiseFloor: draw.range(0.5, 2.5),
      noiseGain: draw.range(0.02, 0.2),
      jpegQuality: Math.round(draw.range(68, 94)),
      sharpen: draw.odds(0.5),
    },
  };
}
