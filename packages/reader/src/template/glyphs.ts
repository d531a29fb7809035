// 5x7 bitmaps of the letters printed beside cassette lines.
const GLYPHS: Record<string, readonly string[]> = {
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
};

/** Whether the glyph covers the point (u, v) given in glyph units 0..5 by 0..7. */
export function glyphCovers(letter: string, u: number, v: number): boolean {
  const rows = GLYPHS[letter[0] ?? ''];
  if (!rows || u < 0 || v < 0 || u >= 5 || v >= 7) return false;
  return rows[Math.floor(v)]?.[Math.floor(u)] === '#';
}
