import type { GreyImage } from '../image/rgba-image';
import { fieldShape } from './field-shape';
import { gradientsOf, STEP, type Gradients } from './gradients';

/** A patch of parallel bars: where it lies in the frame and which way the bars' edges face. */
export type BarField = {
  /** Centre, in frame pixels. */
  readonly x: number;
  readonly y: number;
  /** The direction the code runs in (its long axis), in radians. */
  readonly axis: number;
  /** The direction of the bars themselves (under perspective, not square to the axis), in radians. */
  readonly bars: number;
  /** Extent along the axis and along the bars, in frame pixels. */
  readonly length: number;
  readonly height: number;
};

/** The side of a tile, in cells of the gradients' grid (32 frame pixels). */
const TILE = 32 / STEP;
/** A tile belongs to a field when its edges agree this well on one direction (0 none, 1 all parallel). */
const MIN_COHERENCE = 0.3;
/** ...and its edge energy is at least this share of the strongest coherent tile's. */
const MIN_ENERGY_SHARE = 0.05;
/** Neighbouring tiles join a field when their directions differ by less than this. */
const MAX_TURN = (12 * Math.PI) / 180;

/** Tiles up to two apart are neighbours: a wide bar or space leaves a tile between two parts of a code flat. */
const NEIGHBOURS = [-2, -1, 0, 1, 2].flatMap((dc) =>
  [-2, -1, 0, 1, 2].filter((dr) => dc !== 0 || dr !== 0).map((dr) => [dc, dr] as const),
);

type Tile = { energy: number; coherence: number; angle: number; jxx: number; jyy: number; jxy: number };

/** The structure tensor of each tile: how strong its edges are and how well they agree on a direction. */
function tileTensors(g: Gradients): { columns: number; rows: number; tiles: Tile[] } {
  const columns = Math.floor(g.width / TILE);
  const rows = Math.floor(g.height / TILE);
  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let jxx = 0;
      let jyy = 0;
      let jxy = 0;
      for (let y = row * TILE; y < (row + 1) * TILE; y++) {
        for (let x = column * TILE; x < (column + 1) * TILE; x++) {
          const gx = g.gx[y * g.width + x] ?? 0;
          const gy = g.gy[y * g.width + x] ?? 0;
          jxx += gx * gx;
          jyy += gy * gy;
          jxy += gx * gy;
        }
      }
      const energy = jxx + jyy;
      const coherence = energy > 0 ? Math.hypot(jxx - jyy, 2 * jxy) / energy : 0;
      const angle = (Math.atan2(2 * jxy, jxx - jyy) / 2 + Math.PI) % Math.PI;
      tiles.push({ energy, coherence, angle, jxx, jyy, jxy });
    }
  }
  return { columns, rows, tiles };
}

function turnBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % Math.PI;
  return Math.min(d, Math.PI - d);
}

type Grid = {
  columns: number;
  rows: number;
  tiles: Tile[];
  coherent: boolean[];
  taken: Uint8Array;
  strongest: number;
};

/**
 * The patches of parallel bars in a frame, strongest first (at most `limit`): tiles whose edges agree on
 * one direction, grown from the strongest into their neighbours of the same direction. A linear barcode is
 * such a patch at any turn in the frame; the decoder itself reads bars only within a few degrees of upright.
 */
export function findBarFields(frame: GreyImage, limit: number): BarField[] {
  const g = gradientsOf(frame);
  const { columns, rows, tiles } = tileTensors(g);
  const coherent = tiles.map((t) => t.coherence >= MIN_COHERENCE);
  const strongest = Math.max(0, ...tiles.filter((_, i) => coherent[i]).map((t) => t.energy));
  const grid: Grid = { columns, rows, tiles, coherent, taken: new Uint8Array(tiles.length), strongest };
  const fields: BarField[] = [];
  const order = tiles.map((_, i) => i).sort((a, b) => (tiles[b]?.energy ?? 0) - (tiles[a]?.energy ?? 0));
  for (const seed of order) {
    if (fields.length >= limit) break;
    const seedTile = tiles[seed];
    if (!seedTile || grid.taken[seed] || !coherent[seed] || seedTile.energy < MIN_ENERGY_SHARE * strongest)
      continue;
    const members = growField(seed, grid);
    if (members.length < 2) continue;
    const field = fieldShape(
      g,
      members.map((m) => tileBox(m, columns)),
      summedAcross(members, tiles),
    );
    // A field longer than the frame's diagonal ran off along stray edges: it is no code inside the frame.
    if (field.length <= Math.hypot(frame.width, frame.height)) fields.push(field);
  }
  return fields;
}

function tileBox(tile: number, columns: number) {
  return { x: (tile % columns) * TILE, y: Math.floor(tile / columns) * TILE, side: TILE };
}

/** The direction across the bars, from the field's tiles' summed tensors. */
function summedAcross(members: number[], tiles: Tile[]): number {
  let jxx = 0;
  let jyy = 0;
  let jxy = 0;
  for (const m of members) {
    jxx += tiles[m]?.jxx ?? 0;
    jyy += tiles[m]?.jyy ?? 0;
    jxy += tiles[m]?.jxy ?? 0;
  }
  return Math.atan2(2 * jxy, jxx - jyy) / 2;
}

function growField(seed: number, grid: Grid): number[] {
  const { columns, rows, tiles, coherent, taken, strongest } = grid;
  const seedAngle = tiles[seed]?.angle ?? 0;
  const members = [seed];
  taken[seed] = 1;
  for (let k = 0; k < members.length; k++) {
    const at = members[k] ?? 0;
    const column = at % columns;
    const row = Math.floor(at / columns);
    for (const [dc, dr] of NEIGHBOURS) {
      const c = column + dc;
      const r = row + dr;
      if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
      const next = r * columns + c;
      const tile = tiles[next];
      if (!tile || taken[next] || !coherent[next]) continue;
      if (tile.energy < MIN_ENERGY_SHARE * strongest || turnBetween(tile.angle, seedAngle) > MAX_TURN)
        continue;
      taken[next] = 1;
      members.push(next);
    }
  }
  return members;
}
