// Child process of the tilt curve: renders each tune scene at its drawn tilt and reads it with the tilt
// gate lifted (in this process only), so the curve shows what reading does past the gate.
import { readPhoto } from '../tools/decode-image';
import { THRESHOLDS } from '../src/reader-thresholds';
import { templates } from '../templates';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { steepenedScene } from '../tools/render-eval/steepened-scene';
import type { Row } from './report';
import type { TiltJob } from './tilt-curve';

(THRESHOLDS as { maxTiltDeg: number }).maxTiltDeg = 90;

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const { jobs } = JSON.parse(input || '{}') as { jobs: TiltJob[] };
for (const job of jobs) {
  const template = templates[job.templateId];
  if (!template) throw new Error(`unknown template ${job.templateId}`);
  const scene = steepenedScene(sampleEvalScene(job.seed, 'tune', 'good', template), template, job.tiltDeg);
  const { jpeg, truth } = await renderEvalPhoto(scene, template);
  const started = performance.now();
  const result = await readPhoto(jpeg, template);
  // The drawn tilt rides along: the curve bins by it where nothing was measured.
  const row: Row & { tiltDeg: number } = {
    truth: {
      seed: job.seed,
      templateId: truth.templateId,
      shouldRefuse: false,
      expected: truth.expected,
      displayed: truth.displayed,
      lineDrops: truth.lineDrops,
      pixelsPerMm: truth.pixelsPerMm,
    },
    result,
    readMs: performance.now() - started,
    tiltDeg: job.tiltDeg,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
}
