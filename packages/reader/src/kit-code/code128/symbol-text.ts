import { GROUP_SEPARATOR } from '../../gs1/gs1-element';
import { FNC1, START_A, START_B, START_C } from './patterns';

type CodeSet = 'A' | 'B' | 'C';
const START_SET: Record<number, CodeSet> = { [START_A]: 'A', [START_B]: 'B', [START_C]: 'C' };
const SHIFT = 98;

/** One character of code set A or B, or null for a function character this reader has no use for. */
function characterOf(set: 'A' | 'B', value: number): string | null {
  if (set === 'A') {
    if (value < 64) return String.fromCharCode(32 + value);
    return value < 96 ? String.fromCharCode(value - 64) : null;
  }
  return value < 96 ? String.fromCharCode(32 + value) : null;
}

/**
 * The GS1 element string a GS1-128 symbol's characters carry (FNC1 as ASCII 29), from its start
 * character through its last data character (no check character, no stop). Null when the characters are
 * not GS1-128 (no FNC1 after the start) or use a function this reader does not read (FNC2-4).
 */
export function gs1ElementString(values: readonly number[]): string | null {
  const [start, first, ...data] = values;
  const startSet = START_SET[start ?? -1];
  if (startSet === undefined || first !== FNC1) return null;
  let set: CodeSet = startSet;
  let text = '';
  let shifted = false;
  for (const value of data) {
    if (value === FNC1) {
      text += GROUP_SEPARATOR;
      continue;
    }
    if (set === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else set = value === 100 ? 'B' : 'A';
      continue;
    }
    const other: 'A' | 'B' = set === 'A' ? 'B' : 'A';
    if (shifted) {
      const character = characterOf(other, value);
      if (character === null) return null;
      text += character;
      shifted = false;
      continue;
    }
    if (value === SHIFT) shifted = true;
    else if (value === 99) set = 'C';
    else if (value === (set === 'A' ? 100 : 101)) set = other;
    else {
      const character = characterOf(set, value);
      if (character === null) return null;
      text += character;
    }
  }
  if (shifted) return null;
  while (text.endsWith(GROUP_SEPARATOR)) text = text.slice(0, -1);
  return text;
}

/** Code 128's check character: the start's value plus each later character's value times its place. */
export function code128Check(values: readonly number[]): number {
  return values.reduce((sum, value, place) => sum + value * Math.max(1, place), 0) % 103;
}
