import { addBlurredBars } from './blurred-bars';
import { OUTER_SAMPLES, type CodeExtent } from './code-extent';
import {
  START_A,
  START_B,
  START_C,
  STOP,
  STOP_MODULES,
  SYMBOL_BARS,
  SYMBOL_MODULES,
  type ModuleBars,
} from './patterns';

/** How one end of a code is drawn, as fitted: its module and blur (samples), edge shift and ink gain. */
export type EndFit = {
  readonly module: number;
  readonly sigma: number;
  readonly shift: number;
  readonly gain: number;
  /** The start character's value (at the stop end, the stop's). */
  readonly value: number;
  /** Mean squared misfit per sample. */
  readonly cost: number;
};

/** Blurs tried (Gaussian sigma, samples: half a frame pixel each) and edge shifts (samples). */
const SIGMAS = [0.6, 0.9, 1.2, 1.6, 2, 2.5, 3, 3.6, 4.3];
const SHIFTS = [-1, -0.5, 0, 0.5, 1];
/** The next character's first bar is 1-4 modules wide: this one stands for it at an end's inner side. */
const NEXT_BAR: ModuleBars = [[SYMBOL_MODULES, SYMBOL_MODULES + 1.5]];

function fitOne(
  ink: Float64Array,
  paper: number,
  bars: ModuleBars,
  anchor: (module: number, shift: number) => number,
  from: number,
  to: number,
  value: number,
  module: number,
): EndFit {
  const first = Math.max(0, Math.floor(from));
  const last = Math.min(ink.length - 1, Math.ceil(to));
  const model = new Float64Array(last - first + 1);
  const sampleBars: [number, number][] = bars.map(() => [0, 0]);
  let best: EndFit = { module, sigma: 0, shift: 0, gain: 0, value, cost: Infinity };
  for (const sigma of SIGMAS) {
    for (const shift of SHIFTS) {
      model.fill(0);
      bars.forEach(([a, b], i) => {
        const bar = sampleBars[i];
        if (bar) [bar[0], bar[1]] = [anchor(a, shift), anchor(b, shift)];
      });
      addBlurredBars(model, first, sampleBars, sigma);
      let cross = 0;
      let square = 0;
      for (let j = 0; j < model.length; j++) {
        const m = model[j] ?? 0;
        cross += ((ink[first + j] ?? 0) - paper) * m;
        square += m * m;
      }
      const gain = Math.max(0, cross / (square || 1));
      let cost = 0;
      for (let j = 0; j < model.length; j++) {
        const d = (ink[first + j] ?? 0) - paper - gain * (model[j] ?? 0);
        cost += d * d;
      }
      cost /= model.length;
      if (cost < best.cost) best = { module, sigma, shift, gain, value, cost };
    }
  }
  return best;
}

/** The start character fitted at the code's leading edge, for a module of `module` samples. */
export function fitStart(ink: Float64Array, extent: CodeExtent, module: number): EndFit {
  const anchor = (m: number, shift: number) => extent.start + shift + m * module;
  return [START_A, START_B, START_C]
    .map((value) =>
      fitOne(
        ink,
        extent.paper,
        [...(SYMBOL_BARS[value] ?? []), ...NEXT_BAR],
        anchor,
        extent.start - OUTER_SAMPLES,
        extent.start + (SYMBOL_MODULES - 1) * module,
        value,
        module,
      ),
    )
    .reduce((a, b) => (b.cost < a.cost ? b : a));
}

/** The stop character fitted at the code's trailing edge, for a module of `module` samples. */
export function fitStop(ink: Float64Array, extent: CodeExtent, module: number): EndFit {
  const anchor = (m: number, shift: number) => extent.end + shift + (m - STOP_MODULES) * module;
  return fitOne(
    ink,
    extent.paper,
    SYMBOL_BARS[STOP] ?? [],
    anchor,
    extent.end - (STOP_MODULES - 1) * module,
    extent.end + OUTER_SAMPLES,
    STOP,
    module,
  );
}
