import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readPhoto } from './decode-image';
import { evaluateFolder } from './eval/evaluate-folder';
import { folderReport } from './eval/folder-report';
import { parseKitCode } from '../src/gs1';
import { templates } from '../templates';

const usage = `Usage:
  reader read <image.jpg|png> --template <${Object.keys(templates).join('|')}>
  reader kit-code <scanned text>
  reader eval <folder> [--workers n]   (photos with a truth.csv beside them; format in the package README)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { template: { type: 'string' }, workers: { type: 'string', default: '1' } },
});
const [command, argument] = positionals;
if (command === 'read' && argument) {
  const template = templates[values.template ?? ''];
  if (!template) {
    console.error(`Unknown template "${values.template ?? ''}".\n${usage}`);
    process.exit(2);
  }
  // Paths are relative to the working directory, or else to this package (so fixtures/x.jpg works from the repo root).
  const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const path = existsSync(argument) ? argument : resolve(packageRoot, argument);
  console.log(JSON.stringify(await readPhoto(readFileSync(path), template), null, 2));
} else if (command === 'eval' && argument) {
  const rows = await evaluateFolder(
    argument,
    templates,
    (row, index, total) => {
      process.stderr.write(`\r${String(index)}/${String(total)} ${row.truth.file ?? ''}   `);
    },
    Number(values.workers),
  );
  process.stderr.write('\n');
  console.log(folderReport(templates, rows).join('\n'));
} else if (command === 'kit-code' && argument !== undefined) {
  console.log(JSON.stringify(parseKitCode(argument), null, 2));
} else {
  console.error(usage);
  process.exit(2);
}
