import type { EvalScene } from './eval-scene';
import { seededRandom, type Rng } from './seeded-random';

function grey(level: number): string {
  const v = Math.round(Math.max(0, Math.min(255, level)));
  return `rgb(${v},${v},${v})`;
}

function tinted(rng: Rng, level: number, spread: number): string {
  const c = () => Math.round(Math.max(0, Math.min(255, level + rng.between(-spread, spread))));
  return `rgb(${c()},${c()},${c()})`;
}

/** Surface texture of a background: relative amplitude, feature size (mm), stretch and direction. */
export type SurfaceTexture = { amplitude: number; sizeMm: number; stretch: number; angleRad: number };

/** Pens, coins, paper with text, a phone, tape: things that lie on a table next to a test. */
function clutter(rng: Rng, width: number, height: number, mm: number): string {
  const items: string[] = [];
  const count = rng.integer(4, 10);
  for (let i = 0; i < count; i++) {
    const x = rng.between(0, width);
    const y = rng.between(0, height);
    const angle = rng.between(0, 180);
    const kind = rng.integer(0, 4);
    if (kind === 0)
      items.push(
        `<rect x="${x}" y="${y}" width="${140 * mm}" height="${9 * mm}" rx="${4 * mm}" fill="${tinted(rng, 90, 80)}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    else if (kind === 1)
      items.push(
        `<circle cx="${x}" cy="${y}" r="${rng.between(9, 14) * mm}" fill="${tinted(rng, 170, 40)}" stroke="${grey(110)}" stroke-width="${mm}"/>`,
      );
    else if (kind === 2) {
      const w = rng.between(60, 150) * mm;
      const h = w * 1.4;
      const lines = Array.from(
        { length: 12 },
        (_, k) =>
          `<rect x="${x + 8 * mm}" y="${y + (12 + k * 7) * mm}" width="${w * rng.between(0.4, 0.8)}" height="${1.6 * mm}" fill="${grey(70)}"/>`,
      ).join('');
      items.push(
        `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${grey(rng.between(228, 250))}"/>${lines}</g>`,
      );
    } else if (kind === 3)
      items.push(
        `<rect x="${x}" y="${y}" width="${70 * mm}" height="${145 * mm}" rx="${8 * mm}" fill="${grey(25)}" stroke="${grey(90)}" stroke-width="${1.5 * mm}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    else
      items.push(
        `<rect x="${x}" y="${y}" width="${rng.between(30, 90) * mm}" height="${rng.between(15, 25) * mm}" fill="${tinted(rng, 200, 50)}" opacity="0.85" transform="rotate(${angle} ${x} ${y})"/>`,
      );
  }
  return items.join('');
}

/** A colour near the body's: luminance 3-8% up or down, each channel nudged a little (a slight hue). */
function nearBodyColour(rng: Rng, bodyColour: string): string {
  const hex = bodyColour.replace('#', '');
  const scale = 1 + (rng.chance(0.5) ? -1 : 1) * rng.between(0.03, 0.08);
  const channel = (k: number) => {
    const value = parseInt(hex.slice(2 * k, 2 * k + 2), 16) * scale + rng.between(-6, 6);
    return Math.round(Math.max(0, Math.min(255, value)));
  };
  return `rgb(${channel(0)},${channel(1)},${channel(2)})`;
}

/** Rows of printed words (dark bars) from (x, y) over a width, `rows` lines `pitch` apart. */
function printedLines(
  rng: Rng,
  x: number,
  y: number,
  width: number,
  rows: number,
  pitch: number,
  mm: number,
): string {
  const words: string[] = [];
  for (let row = 0; row < rows; row++) {
    let at = x;
    const end = x + width * rng.between(0.5, 1);
    while (at < end) {
      const length = rng.between(3, 14) * mm;
      words.push(
        `<rect x="${at}" y="${y + row * pitch}" width="${Math.min(length, end - at)}" height="${1.4 * mm}" fill="${grey(rng.between(30, 80))}"/>`,
      );
      at += length + rng.between(1.2, 2.2) * mm;
    }
  }
  return words.join('');
}

/**
 * Desk objects the held-out clutter never draws: cables, key rings, a receipt, a grid notebook, a mug
 * seen from above, sticky notes.
 */
function deskClutter(rng: Rng, width: number, height: number, mm: number): string {
  const items: string[] = [];
  const count = rng.integer(4, 9);
  for (let i = 0; i < count; i++) {
    const x = rng.between(0, width);
    const y = rng.between(0, height);
    const angle = rng.between(0, 360);
    const kind = rng.integer(0, 5);
    const turn = `transform="rotate(${angle} ${x} ${y})"`;
    if (kind === 0) {
      const reach = rng.between(80, 250) * mm;
      const point = () => `${x + rng.between(-reach, reach)} ${y + rng.between(-reach, reach)}`;
      items.push(
        `<path d="M ${x} ${y} C ${point()}, ${point()}, ${point()}" fill="none" stroke="${rng.chance(0.5) ? grey(rng.between(15, 50)) : grey(rng.between(215, 245))}" stroke-width="${rng.between(3, 6) * mm}" stroke-linecap="round"/>`,
      );
    } else if (kind === 1) {
      const metal = grey(rng.between(120, 200));
      const ring = rng.between(8, 14) * mm;
      items.push(
        `<g ${turn}><circle cx="${x}" cy="${y}" r="${ring}" fill="none" stroke="${metal}" stroke-width="${rng.between(1.2, 2.5) * mm}"/><rect x="${x + ring}" y="${y - 5 * mm}" width="${rng.between(35, 55) * mm}" height="${10 * mm}" rx="${2 * mm}" fill="${metal}"/></g>`,
      );
    } else if (kind === 2) {
      const w = rng.between(55, 80) * mm;
      const h = rng.between(120, 220) * mm;
      items.push(
        `<g ${turn}><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${grey(rng.between(235, 252))}"/>${printedLines(rng, x + 5 * mm, y + 8 * mm, w - 10 * mm, Math.floor(h / (5 * mm)) - 2, 4.5 * mm, mm)}</g>`,
      );
    } else if (kind === 3) {
      const w = rng.between(120, 200) * mm;
      const h = w * 1.4;
      const cell = 5 * mm;
      const id = `grid${String(i)}`;
      items.push(
        `<defs><pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><path d="M ${cell} 0 L 0 0 0 ${cell}" fill="none" stroke="${tinted(rng, 170, 30)}" stroke-width="${0.25 * mm}"/></pattern></defs><g ${turn}><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${grey(rng.between(232, 250))}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/></g>`,
      );
    } else if (kind === 4) {
      const r = rng.between(38, 48) * mm;
      items.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${tinted(rng, 200, 50)}" stroke="${grey(rng.between(60, 200))}" stroke-width="${3 * mm}"/><circle cx="${x}" cy="${y}" r="${r - 5 * mm}" fill="rgb(${rng.integer(40, 80)},${rng.integer(25, 45)},${rng.integer(10, 25)})"/>`,
      );
    } else {
      const side = 76 * mm;
      const colour = rng.oneOf([
        'rgb(250,232,110)',
        'rgb(248,170,190)',
        'rgb(170,230,160)',
        'rgb(150,210,240)',
      ]);
      items.push(`<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="${colour}" ${turn}/>`);
    }
  }
  return items.join('');
}

/** A white printed sheet (A4) over part of the frame, the device on it or across its edge. */
function paperSheet(rng: Rng, scene: EvalScene, width: number, mm: number): string {
  const scale = width / scene.width;
  const cx = scene.pose.centreX * scale + rng.between(-120, 120) * mm;
  const cy = scene.pose.centreY * scale + rng.between(-160, 160) * mm;
  const w = 210 * mm;
  const h = 297 * mm;
  const x = cx - w / 2;
  const y = cy - h / 2;
  return `<g transform="rotate(${rng.between(-30, 30)} ${cx} ${cy})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${grey(rng.between(236, 252))}"/>${printedLines(rng, x + 20 * mm, y + 25 * mm, w - 40 * mm, 45, 5.5 * mm, mm)}</g>`;
}

/** A base surface of the tune split (near-white or wood) under desk objects or a sheet. */
function tuneBase(rng: Rng): { base: string; texture: SurfaceTexture } {
  return rng.chance(0.5)
    ? {
        base: grey(rng.between(225, 252)),
        texture: { amplitude: 0.025, sizeMm: 1.5, stretch: 1, angleRad: 0 },
      }
    : {
        base: `rgb(${rng.integer(120, 190)},${rng.integer(80, 130)},${rng.integer(40, 80)})`,
        texture: { amplitude: 0.25, sizeMm: 3, stretch: 15, angleRad: rng.between(0, Math.PI) },
      };
}

/**
 * The table or surface under the device: SVG at the drawing size (pixels, `mm` pixels per mm) for its
 * colours, pattern and objects, and a texture the compositor multiplies in.
 */
export function backgroundSvg(
  scene: EvalScene,
  width: number,
  height: number,
  mm: number,
): { svg: string; texture: SurfaceTexture } {
  const rng = seededRandom(scene.seed * 3 + 11);
  let base: string;
  let defs = '';
  let overlay = '';
  let texture: SurfaceTexture = { amplitude: 0.02, sizeMm: 2, stretch: 1, angleRad: 0 };
  switch (scene.background) {
    case 'near-white':
      base = grey(rng.between(225, 252));
      texture = { amplitude: 0.025, sizeMm: 1.5, stretch: 1, angleRad: 0 };
      break;
    case 'light-grey':
      base = grey(rng.between(170, 215));
      texture = { amplitude: 0.04, sizeMm: 1, stretch: 1, angleRad: 0 };
      break;
    case 'body-coloured':
      base = scene.look.bodyColour;
      texture = { amplitude: 0.02, sizeMm: 2, stretch: 1, angleRad: 0 };
      break;
    case 'wood':
      base = `rgb(${rng.integer(120, 190)},${rng.integer(80, 130)},${rng.integer(40, 80)})`;
      texture = { amplitude: 0.25, sizeMm: 3, stretch: 15, angleRad: rng.between(0, Math.PI) };
      break;
    case 'dark-cloth':
      base = tinted(rng, 45, 25);
      texture = { amplitude: 0.3, sizeMm: 0.7, stretch: 1, angleRad: 0 };
      break;
    case 'patterned': {
      const size = rng.between(4, 20) * mm;
      const a = tinted(rng, 200, 55);
      const b = tinted(rng, 120, 80);
      defs = `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rng.between(0, 90)})">${
        rng.chance(0.5)
          ? `<rect width="${size / 2}" height="${size}" fill="${b}"/>`
          : `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="${b}"/>`
      }</pattern>`;
      base = a;
      overlay = `<rect width="${width}" height="${height}" fill="url(#p)"/>`;
      texture = { amplitude: 0.05, sizeMm: 0.8, stretch: 1, angleRad: 0 };
      break;
    }
    case 'cluttered':
      base = rng.chance(0.5)
        ? grey(rng.between(200, 245))
        : `rgb(${rng.integer(130, 180)},${rng.integer(95, 130)},${rng.integer(60, 90)})`;
      overlay = clutter(rng, width, height, mm);
      texture = { amplitude: 0.03, sizeMm: 1.5, stretch: 1, angleRad: 0 };
      break;
    case 'mid-grey':
      base = grey(rng.between(110, 165));
      texture = { amplitude: 0.04, sizeMm: 0.6, stretch: 1, angleRad: 0 };
      break;
    case 'near-body':
      base = nearBodyColour(rng, scene.look.bodyColour);
      texture = { amplitude: 0.02, sizeMm: 1.5, stretch: 1, angleRad: 0 };
      break;
    case 'desk-clutter':
      ({ base, texture } = tuneBase(rng));
      overlay = deskClutter(rng, width, height, mm);
      break;
    case 'paper-sheet':
      ({ base, texture } = tuneBase(rng));
      overlay = paperSheet(rng, scene, width, mm);
      break;
  }
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs><rect width="${width}" height="${height}" fill="${base}"/>${overlay}</svg>`,
    texture,
  };
}
