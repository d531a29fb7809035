/**
 * The summed-area table of a `columns` x `rows` grid: entry (row + 1, column + 1) of a (columns + 1)-wide
 * table holds the sum of every value above and left of it, inclusive, so that any rectangle's sum takes
 * four look-ups.
 */
export function summedArea(values: ArrayLike<number>, columns: number, rows: number): Float64Array {
  const sums = new Float64Array((columns + 1) * (rows + 1));
  for (let row = 0; row < rows; row++) {
    let rowSum = 0;
    for (let column = 0; column < columns; column++) {
      rowSum += values[row * columns + column] ?? 0;
      sums[(row + 1) * (columns + 1) + column + 1] = (sums[row * (columns + 1) + column + 1] ?? 0) + rowSum;
    }
  }
  return sums;
}
