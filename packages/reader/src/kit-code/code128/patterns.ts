/**
 * Code 128's symbol characters (ISO/IEC 15417, table 1) by value: the widths, in modules, of the bar,
 * space, bar, space, bar and space each is drawn as. 103-105 are the starts (code sets A, B, C), 106 the
 * stop (seven elements: its last bar ends the symbol).
 */
// prettier-ignore
const WIDTHS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_A = 103;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;
/** Function 1: as the first data character it marks the symbol GS1-128; later, a field's end. */
export const FNC1 = 102;
/** Modules in every symbol character but the stop, and in the stop. */
export const SYMBOL_MODULES = 11;
export const STOP_MODULES = 13;
/** Check characters and data characters take these values; 103-106 only start and stop. */
export const DATA_VALUES = 103;

/** A symbol character's bars as [start, end) in modules from its own start. */
export type ModuleBars = readonly (readonly [number, number])[];

function barsOf(widths: string): ModuleBars {
  const bars: [number, number][] = [];
  let at = 0;
  Array.from(widths, Number).forEach((width, element) => {
    const end = at + width;
    if (element % 2 === 0) bars.push([at, end]);
    at = end;
  });
  return bars;
}

/** Each value's bars, by value. */
export const SYMBOL_BARS: readonly ModuleBars[] = WIDTHS.map(barsOf);
