import { addBlurredBars, type SampleBar } from './blurred-bars';
import { OUTER_SAMPLES } from './code-extent';
import type { ModuleMap } from './module-map';
import {
  DATA_VALUES,
  FNC1,
  START_A,
  START_B,
  START_C,
  STOP,
  STOP_MODULES,
  SYMBOL_BARS,
  SYMBOL_MODULES,
} from './patterns';

/**
 * A reading of the characters so far, with each one's offset from the module map (in OFFSET_STEPs: the
 * map's module is known to about 1%, which over a long code is more than a module, so each character may
 * sit a little off the one before), and its squared misfit to the profile up to the last character.
 */
export type CharacterPath = {
  readonly values: readonly number[];
  readonly offsets: readonly number[];
  readonly cost: number;
};

/** Readings kept after each character: enough that the right one survives a blurred look-alike. */
const BEAM = 16;
/** How far (samples) a character may sit from the one before, either way. */
const OFFSET_STEP = 0.4;
const DATA = Array.from({ length: DATA_VALUES }, (_, value) => value);

/** The values a character may take at place `place` of a GS1-128 symbol of `characters` characters. */
function valuesAt(place: number, characters: number): readonly number[] {
  if (place === 0) return [START_A, START_B, START_C];
  if (place === 1) return [FNC1];
  return place === characters ? [STOP] : DATA;
}

/** The samples [from, to) of character `place`'s own modules (the outer ones with paper beyond). */
function regionOf(map: ModuleMap, place: number): readonly [number, number] {
  const first = SYMBOL_MODULES * place;
  const from = place === 0 ? map.at(0) - OUTER_SAMPLES : map.at(first);
  const to =
    place === map.characters ? map.at(first + STOP_MODULES) + OUTER_SAMPLES : map.at(first + SYMBOL_MODULES);
  return [Math.ceil(from), Math.ceil(to)];
}

/**
 * The misfit of one character's region: its own bars and its neighbours' spill, all known when it is
 * charged (one character after it is chosen).
 */
class RegionFit {
  private readonly models = new Map<number, Float64Array>();
  readonly from: number;
  readonly to: number;
  private readonly sigma: number;
  readonly gain: number;
  /** Samples of the region the next character's bars do not reach (2.5 sigma from its end). */
  readonly settled: number;

  constructor(
    private readonly map: ModuleMap,
    private readonly place: number,
  ) {
    [this.from, this.to] = regionOf(map, place);
    const middle = SYMBOL_MODULES * place + SYMBOL_MODULES / 2;
    this.sigma = map.sigmaAt(middle);
    this.gain = map.gainAt(middle);
    this.settled = Math.max(0, this.to - this.from - Math.ceil(2.5 * this.sigma));
  }

  /**
   * The ink of character `place`, of value `value`, `offset` steps off the map, over this region. Of a
   * neighbour only the bar next to the region counts (the others lie two modules or more beyond it), so
   * neighbours of one such bar share one model.
   */
  model(place: number, value: number, offset: number): Float64Array {
    const all = SYMBOL_BARS[value] ?? [];
    const side = Math.sign(place - this.place);
    const bars = side === 0 ? all : all.slice(side > 0 ? 0 : -1, side > 0 ? 1 : undefined);
    const [a = 0, b = 0] = bars[0] ?? [];
    const key =
      side === 0 ? value * 4096 + offset + 2048 : ((side + 2) * 256 + a * 16 + b) * 4096 + offset + 2048;
    let model = this.models.get(key);
    if (!model) {
      model = new Float64Array(Math.max(0, this.to - this.from));
      const first = SYMBOL_MODULES * place;
      const shift = offset * OFFSET_STEP;
      const sampleBars: SampleBar[] = bars.map(([start, end]) => [
        this.map.at(first + start) + shift,
        this.map.at(first + end) + shift,
      ]);
      addBlurredBars(model, this.from, sampleBars, this.sigma);
      this.models.set(key, model);
    }
    return model;
  }

  /** The profile's ink less the paper and the ink of the characters already placed, at each sample. */
  residual(ink: Float64Array, paper: number, path: CharacterPath, places: readonly number[]): Float64Array {
    const rest = new Float64Array(Math.max(0, this.to - this.from));
    for (let j = 0; j < rest.length; j++) rest[j] = (ink[this.from + j] ?? 0) - paper;
    for (const place of places) {
      const value = path.values[place];
      if (value === undefined) continue;
      const model = this.model(place, value, path.offsets[place] ?? 0);
      for (let j = 0; j < rest.length; j++) rest[j] = (rest[j] ?? 0) - this.gain * (model[j] ?? 0);
    }
    return rest;
  }

  /** The squared misfit of a residual less a model's ink, over its first `upTo` samples. */
  misfit(rest: Float64Array, model: Float64Array, upTo = rest.length): number {
    let cost = 0;
    const gain = this.gain;
    for (let j = 0; j < upTo; j++) {
      const d = (rest[j] ?? 0) - gain * (model[j] ?? 0);
      cost += d * d;
    }
    return cost;
  }
}

type Extension = {
  path: CharacterPath;
  value: number;
  offset: number;
  cost: number;
  rank: number;
};

/**
 * Puts an extension among the BEAM best so far (sorted by rank), if it ranks among them. One reading
 * placed at two offsets is kept once, at its better offset: copies would crowd other readings out.
 */
function keepBest(best: Extension[], extension: Extension): void {
  const twin = best.findIndex((other) => other.path === extension.path && other.value === extension.value);
  if (twin >= 0) {
    if ((best[twin]?.rank ?? 0) <= extension.rank) return;
    best.splice(twin, 1);
  }
  let at = best.length;
  while (at > 0 && (best[at - 1]?.rank ?? 0) > extension.rank) at--;
  best.splice(at, 0, extension);
  if (best.length > BEAM) best.pop();
}

/**
 * The most likely characters of a GS1-128 symbol laid out by `map`, by a beam search from the start to
 * the stop. A character is ranked by its region's misfit short of where the next character's bars reach;
 * its region is charged in full once the next character is chosen, with the blurred bars of it and both
 * neighbours. Returns the surviving readings, the best first.
 */
export function beamDecode(ink: Float64Array, paper: number, map: ModuleMap): CharacterPath[] {
  let paths: CharacterPath[] = [{ values: [], offsets: [], cost: 0 }];
  for (let place = 0; place <= map.characters; place++) {
    const previous = place === 0 ? null : new RegionFit(map, place - 1);
    const own = new RegionFit(map, place);
    const best: Extension[] = [];
    const final = place === map.characters;
    for (const path of paths) {
      const last = path.offsets[place - 1] ?? 0;
      const previousRest = previous?.residual(ink, paper, path, [place - 2, place - 1]);
      const ownRest = own.residual(ink, paper, path, [place - 1]);
      for (const offset of place === 0 ? [0] : [last - 1, last, last + 1]) {
        for (const value of valuesAt(place, map.characters)) {
          const cost =
            path.cost +
            (previous && previousRest
              ? previous.misfit(previousRest, previous.model(place, value, offset))
              : 0);
          const tentative = own.misfit(
            ownRest,
            own.model(place, value, offset),
            final ? ownRest.length : own.settled,
          );
          const rank = cost + tentative;
          if (best.length < BEAM || rank < (best[BEAM - 1]?.rank ?? Infinity)) {
            keepBest(best, { path, value, offset, cost, rank });
          }
        }
      }
    }
    // The stop's region is charged in full: nothing follows it.
    paths = best.map(({ path, value, offset, cost, rank }) => ({
      values: [...path.values, value],
      offsets: [...path.offsets, offset],
      cost: final ? rank : cost,
    }));
  }
  return paths;
}
