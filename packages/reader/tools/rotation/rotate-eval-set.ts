// npx tsx tools/rotation/rotate-eval-set.ts <folder> <out> [filter]
// Turns every photo of an evaluation folder by 90, 180 and 270 degrees (lossless pixel turns, re-encoded
// at high quality) into <out>, with a truth.csv whose file names carry the turn (`-r90.jpg`). The truth
// of a turned photo is the original's: the reader must not care which way up the device lies.
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { templates } from '../../templates';
import { formatTruthCsv, type PhotoTruth } from '../eval/truth-csv';

export const TURNS = [0, 90, 180, 270] as const;

export function turnedName(file: string, turn: number): string {
  return file.replace(/\.jpg$/, `-r${String(turn)}.jpg`);
}

const [folder, out, filter = ''] = process.argv.slice(2);
if (!folder || !out) {
  console.error('Usage: rotate-eval-set <folder> <out> [filter]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const truths: PhotoTruth[] = [];
for (const name of readdirSync(folder).sort()) {
  if (!name.endsWith('.jpg.truth.json') || !name.includes(filter)) continue;
  const truth = JSON.parse(readFileSync(join(folder, name), 'utf8')) as PhotoTruth;
  if (!templates[truth.templateId]) continue;
  const photo = readFileSync(join(folder, truth.file));
  for (const turn of TURNS) {
    const file = turnedName(truth.file, turn);
    if (!existsSync(join(out, file)))
      writeFileSync(join(out, file), await sharp(photo).rotate(turn).jpeg({ quality: 95 }).toBuffer());
    truths.push({ ...truth, file, split: `r${String(turn)}` });
  }
}
writeFileSync(join(out, 'truth.csv'), formatTruthCsv(truths));
console.log(`${String(truths.length)} photos and truth.csv in ${out}`);
