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
  }
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs><rect width="${width}" height="${height}" fill="${base}"/>${overlay}</svg>`,
    texture,
  };
}
