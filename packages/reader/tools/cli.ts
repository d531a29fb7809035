import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decodeImage } from './decode-image';
import { parseKitCode } from '../src/gs1';
import { readKit } from '../src/read-kit';
import { templates } from '../templates';

const usage = `Usage:
  reader read <image.jpg|png> --template <${Object.keys(templates).join('|')}>
  reader kit-code <scanned text>`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { template: { type: 'string' } } });
const [command, argument] = positionals;
if (command === 'read' && argument) {
  const template = templates[values.template ?? ''];
  if (!template) {
    console.error(`Unknown template "${values.template ?? ''}".\n${usage}`);
    process.exit(2);
  }
  console.log(JSON.stringify(readKit(await decodeImage(readFileSync(argument)), template), null, 2));
} else if (command === 'kit-code' && argument !== undefined) {
  console.log(JSON.stringify(parseKitCode(argument), null, 2));
} else {
  console.error(usage);
  process.exit(2);
}
