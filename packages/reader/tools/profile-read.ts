import { templates } from '../templates';
import { renderPhoto } from './render/render-photo';
import { sampleScene } from './render/sample-scene';
import { decodeImage } from './decode-image';
import { readKit } from '../src/read-kit';
import { locateDevice } from '../src/locate/locate-device';
import { makeWorkingCopy } from '../src/image/working-copy';

const template = templates[process.argv[2] ?? 'covid-ag'];
if (!template) throw new Error('t');
const photo = await renderPhoto(sampleScene(900_001, template, 'good', { megapixels: 12 }), template);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const image = await decodeImage(photo.jpeg);
  const decode = performance.now() - t;
  t = performance.now();
  makeWorkingCopy(image, 480);
  const copy = performance.now() - t;
  t = performance.now();
  locateDevice(image, template);
  const locate = performance.now() - t;
  t = performance.now();
  readKit(image, template);
  const read = performance.now() - t;
  console.log({
    w: image.width,
    decode: decode.toFixed(0),
    copy: copy.toFixed(0),
    locate: locate.toFixed(0),
    read: read.toFixed(0),
  });
}
