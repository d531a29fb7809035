import type { CassetteTemplate } from '@portal/contract';
import { CHANNEL_OFFSET } from '../../src/image/rgba-image';
import { parseHexColour, type Rgb } from '../../src/template/colour';
import type { BackgroundLook, BrowserScene } from './browser-scene';

/** The membrane's colour: the template's, moved toward black (shift < 0) or white by |shift| percent. */
export function membraneRgb(template: CassetteTemplate, shift: number): Rgb {
  const toward = shift < 0 ? 0 : 255;
  const share = Math.abs(shift) / 100;
  const [r, g, b] = parseHexColour(template.window.membraneColour).map((value) =>
    Math.round(value + (toward - value) * share),
  );
  return [r ?? 0, g ?? 0, b ?? 0];
}

/**
 * The dye's opacity that lowers the measuring channel by `drop` of the membrane's value there: over the
 * membrane m, a layer of colour d at opacity a gives m + a (d - m), so a = drop m / (m - d).
 */
export function dyeOpacity(template: CassetteTemplate, membrane: Rgb, drop: number): number {
  const channel = CHANNEL_OFFSET[template.dye.channel];
  const m = membrane[channel];
  const d = parseHexColour(template.dye.colour)[channel];
  return Math.min(1, (drop * m) / (m - d));
}

function backgroundCss(look: BackgroundLook, mm: number): string {
  switch (look.kind) {
    case 'solid':
      return `background:${look.colour};`;
    case 'ruled-paper':
      return `background:#fbfbf7 repeating-linear-gradient(to bottom, transparent 0 ${String(8 * mm - 1.2)}px, ${look.ink} ${String(8 * mm - 1.2)}px ${String(8 * mm)}px);`;
    case 'grid-paper': {
      const pitch = look.pitchMm * mm;
      return `background-color:#fcfcfa;background-image:linear-gradient(${look.ink} 1px, transparent 1px),linear-gradient(90deg, ${look.ink} 1px, transparent 1px);background-size:${String(pitch)}px ${String(pitch)}px;`;
    }
    case 'planks': {
      const pitch = look.pitchMm * mm;
      return `background:repeating-linear-gradient(${String(look.angleDeg)}deg, ${look.colour} 0 ${String(pitch * 0.3)}px, ${look.grain} ${String(pitch * 0.45)}px, ${look.colour} ${String(pitch * 0.6)}px, ${look.colour} ${String(pitch - 2)}px, #2a1a10 ${String(pitch - 2)}px ${String(pitch)}px);`;
    }
    case 'weave': {
      const pitch = look.pitchMm * mm;
      return `background:repeating-linear-gradient(45deg, ${look.a} 0 ${String(pitch / 2)}px, ${look.b} ${String(pitch / 2)}px ${String(pitch)}px),${look.a};background-blend-mode:multiply;`;
    }
    case 'tiles': {
      const pitch = look.pitchMm * mm;
      return `background-color:${look.colour};background-image:linear-gradient(${look.grout} 3px, transparent 3px),linear-gradient(90deg, ${look.grout} 3px, transparent 3px);background-size:${String(pitch)}px ${String(pitch)}px;`;
    }
    default:
      return `background:${look.base};`;
  }
}

function clutterHtml(scene: BrowserScene, mm: number): string {
  if (scene.background.kind !== 'clutter') return '';
  return scene.background.things
    .map((thing) => {
      const w = thing.widthMm * mm;
      const h = thing.heightMm * mm;
      const radius =
        thing.shape === 'disc' ? '50%' : thing.shape === 'bar' ? `${String(h / 2)}px` : `${String(3 * mm)}px`;
      const shade =
        thing.shape === 'disc'
          ? `background:radial-gradient(circle at 35% 35%, white, ${thing.colour} 60%)`
          : `background:${thing.colour}`;
      return `<div style="position:absolute;left:${String(scene.centre.x + thing.xMm * mm - w / 2)}px;top:${String(scene.centre.y + thing.yMm * mm - h / 2)}px;width:${String(w)}px;height:${String(h)}px;border-radius:${radius};${shade};transform:rotate(${String(thing.turnDeg)}deg);box-shadow:0 ${String(mm)}px ${String(3 * mm)}px rgba(0,0,0,0.35)"></div>`;
    })
    .join('');
}

function linesHtml(scene: BrowserScene, template: CassetteTemplate, membrane: Rgb, mm: number): string {
  const [r, g, b] = parseHexColour(template.dye.colour);
  return scene.lines
    .map((line) => {
      const place = template.lines.find((candidate) => candidate.name === line.name);
      if (!place || line.drop <= 0) return '';
      const alpha = dyeOpacity(template, membrane, line.drop);
      const colour = `rgba(${String(r)},${String(g)},${String(b)},${alpha.toFixed(5)})`;
      const edge = line.edgeMm * mm;
      const core = line.widthMm * mm;
      const top = (place.position + line.offsetMm) * mm - core / 2 - edge;
      return `<div style="position:absolute;left:0;right:0;top:${String(top)}px;height:${String(core + 2 * edge)}px;background:linear-gradient(to bottom, transparent 0, ${colour} ${String(edge)}px, ${colour} ${String(edge + core)}px, transparent 100%)"></div>`;
    })
    .join('');
}

function lettersHtml(scene: BrowserScene, template: CassetteTemplate, mm: number): string {
  const letters = scene.letters;
  if (!letters) return '';
  const { rect } = template.window;
  const gap = (letters.sizeMm * 0.4 + 0.8 + scene.window.bezelMm) * mm;
  return template.lines
    .map((line) => {
      const y = (rect.y + line.position) * mm;
      const style = `position:absolute;top:${String(y - letters.sizeMm * mm * 0.6)}px;font:${String(letters.sizeMm * mm)}px/1.2 '${letters.font}';color:${letters.colour};`;
      return letters.side === 'left'
        ? `<div style="${style}right:${String((template.body.width - rect.x) * mm + gap)}px">${line.name}</div>`
        : `<div style="${style}left:${String((rect.x + rect.width) * mm + gap)}px">${line.name}</div>`;
    })
    .join('');
}

function featuresHtml(scene: BrowserScene, template: CassetteTemplate, mm: number): string {
  return template.features
    .map((feature) => {
      const { x, y, width, height } = feature.rect;
      const box = `position:absolute;left:${String(x * mm)}px;top:${String(y * mm)}px;width:${String(width * mm)}px;height:${String(height * mm)}px;`;
      if (feature.shape === 'ellipse')
        return `<div style="${box}border-radius:50%;background:radial-gradient(circle at 50% 40%, ${feature.colour}, rgba(0,0,0,${String(scene.well.depth)}) 95%);box-shadow:inset 0 ${String(0.6 * mm)}px ${String(mm)}px rgba(0,0,0,0.5)"></div>`;
      return `<div style="${box}background:${scene.label.colour};border-radius:${String(0.8 * mm)}px;display:flex;align-items:center;justify-content:center;color:${scene.label.textColour};font:bold ${String(Math.min(height * 0.35, width / scene.label.text.length) * 1.6 * mm)}px 'DejaVu Sans'">${scene.label.text}</div>`;
    })
    .join('');
}

/** One photo's page: the scene in CSS, the device laid in by a CSS 3D transform through `perspective`. */
export function sceneHtml(scene: BrowserScene, template: CassetteTemplate): string {
  const mm = scene.pixelsPerMm;
  const { body } = template;
  const { rect } = template.window;
  const membrane = membraneRgb(template, scene.window.membraneShift);
  const w = body.width * mm;
  const h = body.height * mm;
  const { light, pose, window } = scene;
  const [tr, tg, tb] = light.tint.map((value) => Math.round(value * 255));
  const low = light.tint.map((value) => Math.round(value * 255 * light.gradientLow));
  const shadow = `${String(light.shadow.dxMm * mm)}px ${String(light.shadow.dyMm * mm)}px ${String(light.shadow.blurMm * mm)}px rgba(0,0,0,${light.shadow.opacity.toFixed(3)})`;
  const bevel = `inset ${String(scene.body.bevelMm * mm * 0.5)}px ${String(scene.body.bevelMm * mm * 0.5)}px ${String(scene.body.bevelMm * mm)}px rgba(255,255,255,0.6), inset ${String(-scene.body.bevelMm * mm * 0.5)}px ${String(-scene.body.bevelMm * mm * 0.5)}px ${String(scene.body.bevelMm * mm)}px rgba(0,0,0,0.25)`;
  const bezel = window.bezelMm > 0 ? `0 0 0 ${String(window.bezelMm * mm)}px rgba(0,0,0,0.12), ` : '';
  const highlight = light.highlight
    ? `<div style="position:absolute;left:${String((light.highlight.xMm - light.highlight.radiusMm) * mm)}px;top:${String((light.highlight.yMm - light.highlight.radiusMm) * mm)}px;width:${String(2 * light.highlight.radiusMm * mm)}px;height:${String(2 * light.highlight.radiusMm * mm)}px;border-radius:50%;background:radial-gradient(circle, rgba(255,255,255,${light.highlight.strength.toFixed(3)}), transparent 70%);mix-blend-mode:screen"></div>`
    : '';
  const cast = light.castShadow
    ? `<div style="position:absolute;inset:0;mix-blend-mode:multiply;background:linear-gradient(${String(light.castShadow.angleDeg)}deg, rgba(0,0,0,${light.castShadow.opacity.toFixed(3)}) ${String(50 + light.castShadow.offset * 50)}%, transparent ${String(56 + light.castShadow.offset * 50)}%)"></div>`
    : '';
  return `<!doctype html><html><head><style>
html,body{margin:0;padding:0;overflow:hidden}
#photo{position:relative;width:${String(scene.frame.width)}px;height:${String(scene.frame.height)}px;overflow:hidden;filter:brightness(${light.exposure.toFixed(3)})${scene.camera.blurPx > 0.05 ? ` blur(${scene.camera.blurPx.toFixed(3)}px)` : ''}}
#table{position:absolute;inset:0;${backgroundCss(scene.background, mm)}}
#stage{position:absolute;inset:0;perspective:${String(pose.perspectivePx)}px;perspective-origin:50% 50%}
#device{position:absolute;left:${String(scene.centre.x - w / 2)}px;top:${String(scene.centre.y - h / 2)}px;width:${String(w)}px;height:${String(h)}px;border-radius:${String(body.cornerRadius * mm)}px;background:${scene.body.colour};box-shadow:${shadow}, ${bevel};transform:rotateZ(${pose.turnDeg.toFixed(2)}deg) rotateX(${pose.tiltXDeg.toFixed(2)}deg) rotateY(${pose.tiltYDeg.toFixed(2)}deg)}
#gloss{position:absolute;inset:0;border-radius:inherit;background:linear-gradient(120deg, rgba(255,255,255,${scene.body.gloss.toFixed(3)}), transparent 60%)}
#window{position:absolute;left:${String(rect.x * mm)}px;top:${String(rect.y * mm)}px;width:${String(rect.width * mm)}px;height:${String(rect.height * mm)}px;overflow:hidden;border-radius:${String(window.cornerMm * mm)}px;background:rgb(${membrane.join(',')});box-shadow:${bezel}inset 0 0 ${String(window.rimMm * mm)}px rgba(0,0,0,${window.rimShade.toFixed(3)})}
#light{position:absolute;inset:0;mix-blend-mode:multiply;background:linear-gradient(${String(light.gradientAngleDeg)}deg, rgb(${String(tr)},${String(tg)},${String(tb)}), rgb(${low.join(',')}))}
#vignette{position:absolute;inset:0;mix-blend-mode:multiply;background:radial-gradient(ellipse at center, transparent 45%, rgba(0,0,0,${light.vignette.toFixed(3)}) 100%)}
</style></head><body><div id="photo"><div id="table"></div>${clutterHtml(scene, mm)}<div id="stage"><div id="device"><div id="gloss"></div>${featuresHtml(scene, template, mm)}${lettersHtml(scene, template, mm)}<div id="window">${linesHtml(scene, template, membrane, mm)}</div>${highlight}</div></div>${cast}<div id="light"></div><div id="vignette"></div></div></body></html>`;
}
