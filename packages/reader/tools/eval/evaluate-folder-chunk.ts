// Child process of `reader eval --workers n`: reads its share of a folder's photos and prints one JSON row each.
import { templates } from '../../templates';
import type { PhotoTruth } from './truth-csv';
import { evaluateTruth } from './evaluate-folder';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const { truths, folder } = JSON.parse(input || '{}') as { truths: PhotoTruth[]; folder: string };
for (const truth of truths) {
  const template = templates[truth.templateId];
  if (!template) continue;
  process.stdout.write(`${JSON.stringify(await evaluateTruth(folder, truth, template))}\n`);
}
