import type { CodeExtent } from './code-extent';
import type { EndFit } from './end-fit';
import { STOP_MODULES, SYMBOL_MODULES } from './patterns';

/**
 * Where each module of a code of `characters` characters (start and check included, stop not) lies in
 * the profile, with the blur and ink gain there. The module grows or shrinks steadily from the start's
 * fitted width to the stop's (a code seen in perspective), scaled so the code spans its extent exactly.
 */
export type ModuleMap = {
  readonly characters: number;
  readonly modules: number;
  /** A module boundary's place in profile samples. */
  readonly at: (module: number) => number;
  readonly sigmaAt: (module: number) => number;
  readonly gainAt: (module: number) => number;
};

export function modulesOf(characters: number): number {
  return SYMBOL_MODULES * characters + STOP_MODULES;
}

export function moduleMap(extent: CodeExtent, start: EndFit, stop: EndFit, characters: number): ModuleMap {
  const modules = modulesOf(characters);
  const from = extent.start + start.shift;
  const span = extent.end + stop.shift - from;
  const unscaled = (m: number) => start.module * m + ((stop.module - start.module) * m * m) / (2 * modules);
  const scale = span / unscaled(modules);
  const along = (m: number, a: number, b: number) => a + ((b - a) * m) / modules;
  return {
    characters,
    modules,
    at: (m) => from + scale * unscaled(m),
    sigmaAt: (m) => along(m, start.sigma, stop.sigma),
    gainAt: (m) => along(m, start.gain, stop.gain),
  };
}
