// Writes fake-camera clips for Chromium's --use-file-for-fake-video-capture.
// Run: npx tsx apps/web/e2e/make-fake-camera-clip.ts out.y4m "(01)09506000134352(17)271231(10)LOT1(21)SN1"
//      npx tsx apps/web/e2e/make-fake-camera-clip.ts out.y4m cassette|combo|a1c|empty|blurred-cassette
import { covidAgTemplate, covidFluComboTemplate, a1cAnalyzerTemplate } from '@portal/reader';
import { writeDeviceClip, writeEmptyTableClip } from './support/device-clip';
import { writeDataMatrixClip } from './support/fake-camera';

const [path, what = '(01)09506000134352(17)271231(10)LOT1(21)SN1'] = process.argv.slice(2);
if (!path) {
  console.error(
    'usage: make-fake-camera-clip.ts <out.y4m> [bracketed GS1 code | cassette | combo | a1c | empty | blurred-cassette]',
  );
  process.exit(2);
}
const devices = { cassette: covidAgTemplate, combo: covidFluComboTemplate, a1c: a1cAnalyzerTemplate };
if (what in devices) {
  const { truth } = await writeDeviceClip(path, devices[what as keyof typeof devices]);
  console.log(`wrote ${path}: ${JSON.stringify(truth.displayed ?? truth.expected)}`);
} else if (what === 'blurred-cassette') {
  // Never sharp: the live check runs on every frame and never captures (the camera benchmark).
  await writeDeviceClip(path, covidAgTemplate, { fps: 30, blurredFrames: 1, sharpFrames: 0 });
  console.log(`wrote ${path}`);
} else if (what === 'empty') {
  await writeEmptyTableClip(path, covidAgTemplate);
  console.log(`wrote ${path}`);
} else {
  await writeDataMatrixClip(path, what);
  console.log(`wrote ${path}`);
}
