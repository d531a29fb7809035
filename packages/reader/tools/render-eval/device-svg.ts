import type { A1cAnalyzerTemplate, CassetteTemplate, KitTemplate, TemplateRect } from '@portal/contract';
import type { EvalScene } from './eval-scene';
import { seededRandom } from './seeded-random';

// The device is drawn as SVG in template millimetres and rasterised by librsvg (through sharp): another
// drawing method than the main renderer's per-pixel appearance function. The test lines are not drawn
// here (8-bit SVG colours cannot hold a 0.5% line), nor the textures (SVG turbulence is slow): both are
// applied in floating point when composing.

const SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  E: 'adefg',
  '-': 'g',
  ' ': '',
};

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * factor)));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function rect(r: TemplateRect, fill: string, extra = ''): string {
  return `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" fill="${fill}" ${extra}/>`;
}

function grow(r: TemplateRect, by: number): TemplateRect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

/** A seven-segment character as pointed hexagons along the segments' centre lines. */
function segmentPolygons(cell: TemplateRect, thickness: number, on: string): string[] {
  const t = cell.width * thickness;
  const gap = t * 0.18;
  const { x, y, width: w, height: h } = cell;
  const horizontal = (yc: number) => [x + t / 2 + gap, x + w - t / 2 - gap, yc] as const;
  const vertical = (xc: number, y1: number, y2: number) => [xc, y1 + gap, y2 - gap] as const;
  const shapes: Record<string, string> = {};
  const hex = (x1: number, x2: number, yc: number) =>
    `${x1},${yc} ${x1 + t / 2},${yc - t / 2} ${x2 - t / 2},${yc - t / 2} ${x2},${yc} ${x2 - t / 2},${yc + t / 2} ${x1 + t / 2},${yc + t / 2}`;
  const vex = (xc: number, y1: number, y2: number) =>
    `${xc},${y1} ${xc + t / 2},${y1 + t / 2} ${xc + t / 2},${y2 - t / 2} ${xc},${y2} ${xc - t / 2},${y2 - t / 2} ${xc - t / 2},${y1 + t / 2}`;
  shapes.a = hex(...horizontal(y + t / 2));
  shapes.g = hex(...horizontal(y + h / 2));
  shapes.d = hex(...horizontal(y + h - t / 2));
  shapes.f = vex(...vertical(x + t / 2, y + t / 2, y + h / 2));
  shapes.e = vex(...vertical(x + t / 2, y + h / 2, y + h - t / 2));
  shapes.b = vex(...vertical(x + w - t / 2, y + t / 2, y + h / 2));
  shapes.c = vex(...vertical(x + w - t / 2, y + h / 2, y + h - t / 2));
  return Object.entries(shapes)
    .filter(([name]) => on.includes(name))
    .map(([, points]) => points);
}

function analyzerParts(template: A1cAnalyzerTemplate, scene: EvalScene): string {
  const { display } = template;
  const rng = seededRandom(scene.seed + 99);
  const lcd = shade(display.backgroundColour, 0.95 + rng.between(0, 0.1));
  const ink = shade(display.segmentColour, 1);
  const ghostOpacity = rng.between(0, 0.06);
  const parts: string[] = [];
  const bezel = grow(display.rect, scene.look.bezelMm);
  parts.push(
    `<rect x="${bezel.x}" y="${bezel.y}" width="${bezel.width}" height="${bezel.height}" rx="${rng.between(0.3, 2)}" fill="${scene.look.bezelColour}"/>`,
  );
  parts.push(rect(display.rect, lcd));
  const shown = scene.display ?? { cells: '   ', decimalPoint: false, percentSign: false };
  display.digitCells.forEach((cell, index) => {
    const on = SEGMENTS[shown.cells[index] ?? ' '] ?? '';
    for (const points of segmentPolygons(cell, display.segmentThickness, 'abcdefg'))
      parts.push(`<polygon points="${points}" fill="${ink}" opacity="${ghostOpacity}"/>`);
    for (const points of segmentPolygons(cell, display.segmentThickness, on))
      parts.push(`<polygon points="${points}" fill="${ink}"/>`);
  });
  const dp = display.decimalPoint;
  parts.push(
    `<circle cx="${dp.x + dp.width / 2}" cy="${dp.y + dp.height / 2}" r="${dp.width * 0.48}" fill="${ink}" opacity="${shown.decimalPoint ? 1 : ghostOpacity}"/>`,
  );
  const sign = display.percentSign;
  const dot = sign.width * 0.36;
  const signOpacity = shown.percentSign ? 1 : ghostOpacity;
  parts.push(
    `<g opacity="${signOpacity}" fill="${ink}"><circle cx="${sign.x + dot / 2}" cy="${sign.y + dot / 2}" r="${dot * 0.5}"/><circle cx="${sign.x + sign.width - dot / 2}" cy="${sign.y + sign.height - dot / 2}" r="${dot * 0.5}"/><polygon points="${sign.x + sign.width - 0.5},${sign.y} ${sign.x + sign.width},${sign.y} ${sign.x + 0.5},${sign.y + sign.height} ${sign.x},${sign.y + sign.height}"/></g>`,
  );
  const brandY = bezel.y + bezel.height + rng.between(2, 5);
  parts.push(
    `<text x="${template.body.width / 2}" y="${brandY}" font-family="${scene.look.font}" font-size="${rng.between(2.5, 4)}" text-anchor="middle" fill="${scene.look.labelColour}">${scene.look.brand} A1C</text>`,
  );
  return parts.join('');
}

function cassetteParts(template: CassetteTemplate, scene: EvalScene): string {
  const { look } = scene;
  const window = template.window.rect;
  const parts: string[] = [];
  const rim = grow(window, look.rimMm);
  parts.push(rect(rim, shade(look.bodyColour, look.rimShade)));
  // The recess: darker on the side away from the light, a thin lighter lip on the other.
  parts.push(
    rect(
      { x: rim.x, y: rim.y, width: rim.width, height: look.rimMm * 0.5 },
      shade(look.bodyColour, look.rimShade * 0.8),
    ),
  );
  const membrane = shade(template.window.membraneColour, 1 + look.membraneTint);
  parts.push(rect(window, membrane));
  const letterX = look.lettersRight
    ? window.x + window.width + look.rimMm + look.letterOffsetMm
    : window.x - look.rimMm - look.letterOffsetMm;
  for (const line of template.lines) {
    const y = window.y + line.position + scene.lineShiftMm + look.letterSizeMm * 0.36;
    parts.push(
      `<text x="${letterX}" y="${y}" font-family="${look.font}" font-weight="${look.boldLetters ? 'bold' : 'normal'}" font-size="${look.letterSizeMm}" text-anchor="${look.lettersRight ? 'start' : 'end'}" fill="#3c3c40">${line.name}</text>`,
    );
  }
  return parts.join('');
}

/** The whole device, drawn in millimetres, rasterised at `pixelsPerMm`. */
export function deviceSvg(template: KitTemplate, scene: EvalScene, pixelsPerMm: number): string {
  const { width, height, cornerRadius } = template.body;
  const { look } = scene;
  const rng = seededRandom(scene.seed + 7);
  const features = template.features
    .map((feature) => {
      const r = feature.rect;
      if (feature.shape === 'ellipse')
        return `<ellipse cx="${r.x + r.width / 2}" cy="${r.y + r.height / 2}" rx="${r.width / 2}" ry="${r.height / 2}" fill="${shade(look.bodyColour, 0.55)}"/><ellipse cx="${r.x + r.width / 2}" cy="${r.y + r.height / 2}" rx="${r.width * 0.36}" ry="${r.height * 0.36}" fill="${shade(look.bodyColour, 0.8)}"/>`;
      const colour =
        template.kind === 'cassette' ? look.labelColour : shade(feature.colour, rng.between(0.7, 1.3));
      const label = `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${rng.between(0, 1)}" fill="${colour}"/>`;
      const text =
        template.kind === 'cassette'
          ? `<text x="${r.x + r.width / 2}" y="${r.y + r.height * 0.62}" font-family="${look.font}" font-size="${r.height * 0.32}" text-anchor="middle" fill="#fff">${look.brand}</text>`
          : '';
      return label + text;
    })
    .join('');
  const glossAngle = rng.between(0, 180);
  const glossOpacity = look.glossy ? rng.between(0.08, 0.18) : rng.between(0.02, 0.06);
  const parts =
    template.kind === 'cassette' ? cassetteParts(template, scene) : analyzerParts(template, scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * pixelsPerMm)}" height="${Math.round(height * pixelsPerMm)}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="gloss" gradientTransform="rotate(${glossAngle} 0.5 0.5)"><stop offset="0" stop-color="#fff" stop-opacity="${glossOpacity}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${glossOpacity * 0.8}"/></linearGradient>
</defs>
<rect x="0" y="0" width="${width}" height="${height}" rx="${cornerRadius}" fill="${look.bodyColour}"/>
${features}${parts}
<rect x="0" y="0" width="${width}" height="${height}" rx="${cornerRadius}" fill="url(#gloss)"/>
<rect x="0.1" y="0.1" width="${width - 0.2}" height="${height - 0.2}" rx="${cornerRadius}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="0.2"/>
</svg>`;
}
