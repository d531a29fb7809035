import { beamDecode } from './beam-decode';
import { codeExtent, inkOf, type CodeExtent } from './code-extent';
import { fitStart, fitStop, type EndFit } from './end-fit';
import { moduleMap, modulesOf } from './module-map';
import { SYMBOL_MODULES } from './patterns';
import { code128Check, gs1ElementString } from './symbol-text';

/** The narrowest module looked for (samples: one frame pixel). */
const MIN_MODULE = 2;
/** Module widths tried at each end, each this much wider than the last. */
const MODULE_STEP = 1.015;
/** The fewest characters a kit code's GS1-128 has: start, FNC1, (01) and a GTIN's 14 digits as 8 pairs, check. */
const MIN_CHARACTERS = 11;
/** How much wider one end's module may be than the other's (a code seen at a slant). */
const MAX_END_RATIO = 1.45;
/**
 * Layouts (way along the profile and character count) decoded, the best-fitting first: on the tuning
 * frames every read came from the first.
 */
const LAYOUTS_TRIED = 2;
/** How far from a whole number of characters the ends' modules may put the code's span. */
const COUNT_SLACK = 0.2;

type CountFit = { characters: number; start: EndFit; stop: EndFit; cost: number };

/** Per character count, the ends that fit it best: both ends' modules must add up to the code's span. */
function likelyCounts(ink: Float64Array, extent: CodeExtent): CountFit[] {
  const span = extent.end - extent.start;
  const widest = span / modulesOf(MIN_CHARACTERS);
  const modules: number[] = [];
  for (let w = MIN_MODULE; w <= widest; w *= MODULE_STEP) modules.push(w);
  const starts = modules.map((w) => fitStart(ink, extent, w));
  const stops = modules.map((w) => fitStop(ink, extent, w));
  const best = new Map<number, CountFit>();
  for (const start of starts) {
    for (const stop of stops) {
      const ratio = stop.module / start.module;
      if (ratio > MAX_END_RATIO || ratio < 1 / MAX_END_RATIO) continue;
      const exact = (span / ((start.module + stop.module) / 2) - modulesOf(0)) / SYMBOL_MODULES;
      const characters = Math.round(exact);
      if (characters < MIN_CHARACTERS || Math.abs(exact - characters) > COUNT_SLACK) continue;
      const cost = start.cost + stop.cost;
      const earlier = best.get(characters);
      if (!earlier || cost < earlier.cost) best.set(characters, { characters, start, stop, cost });
    }
  }
  return [...best.values()];
}

type Layout = { ink: Float64Array; extent: CodeExtent; fit: CountFit };

/** The layouts a profile's code may have, read either way along it, the best-fitting ends first. */
function likelyLayouts(profile: Float64Array): Layout[] {
  return [profile, profile.slice().reverse()]
    .flatMap((oneWay) => {
      const ink = inkOf(oneWay);
      const extent = codeExtent(ink);
      return extent ? likelyCounts(ink, extent).map((fit) => ({ ink, extent, fit })) : [];
    })
    .sort((a, b) => a.fit.cost - b.fit.cost)
    .slice(0, LAYOUTS_TRIED);
}

/** The element string of a reading whose check character agrees, or null. */
function checkedData(values: readonly number[]): string | null {
  const data = values.slice(0, -2);
  return values[values.length - 2] === code128Check(data) ? gs1ElementString(data) : null;
}

/**
 * A GS1-128 symbol read from an upright profile across its bars by fitting it: the code's ends are
 * found, the start and stop characters fitted there (module width, blur, ink gain), and the characters
 * between them chosen by a beam search over each one's blurred bars. It reads bars blurred into each
 * other, which a decoder that binarises the row cannot. A profile runs either way along the code, so both
 * are tried, the layouts whose ends fit best first; a reading counts only when its check character agrees
 * and its data are a GS1 element string. Returns that element string (FNC1 as ASCII 29), or null.
 */
export function readCode128Profile(profile: Float64Array): string | null {
  for (const { ink, extent, fit } of likelyLayouts(profile)) {
    const map = moduleMap(extent, fit.start, fit.stop, fit.characters);
    const [path] = beamDecode(ink, extent.paper, map);
    if (!path) continue;
    const elementString = checkedData(path.values);
    if (elementString !== null) return elementString;
  }
  return null;
}
