// Writes a fake-camera clip of a GS1 DataMatrix for Chromium's --use-file-for-fake-video-capture.
// Run: npx tsx apps/web/e2e/make-fake-camera-clip.ts out.y4m "(01)09506000134352(17)271231(10)LOT1(21)SN1"
import { writeDataMatrixClip } from './support/fake-camera';

const [path, code = '(01)09506000134352(17)271231(10)LOT1(21)SN1'] = process.argv.slice(2);
if (!path) {
  console.error('usage: make-fake-camera-clip.ts <out.y4m> [bracketed GS1 code]');
  process.exit(2);
}
await writeDataMatrixClip(path, code);
console.log(`wrote ${path}`);
