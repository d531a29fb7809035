import { templates } from '../templates';
import { evaluatePhoto } from '../bench/evaluate-photo';
import type { SceneCategory } from './render/scene-spec';

const [templateId = 'covid-ag', category = 'good', from = '1', to = '10', mp = '3'] = process.argv.slice(2);
const template = templates[templateId];
if (!template) throw new Error('template');
for (let seed = Number(from); seed <= Number(to); seed++) {
  const megapixels = mp === 'bench' ? 2 + ((seed * 0.618034) % 1) * 2 : Number(mp);
  const { truth, result, readMs } = await evaluatePhoto(seed, template, category as SceneCategory, {
    megapixels,
  });
  const onlyWrong = process.env.ONLY_WRONG === '1';
  const verdict =
    result.status === 'refused'
      ? `REFUSED ${result.refusal?.flags.join(',')}`
      : result.a1c
        ? JSON.stringify(result.a1c)
        : result.results.map((r) => r.result[0]).join('');
  const expected = truth.displayed ?? truth.expected.map((r) => r.result[0]).join('');
  const doubt = result.refusal?.message ?? '';
  const lines = result.lines.map((l) => `${l.name}:${l.intensity.toFixed(4)}/${l.snr.toFixed(1)}`).join(' ');
  const drops = Object.entries(truth.lineDrops)
    .map(([k, v]) => `${k}:${v.toFixed(4)}`)
    .join(' ');
  const m = Object.entries(result.quality.metrics)
    .map(([k, v]) => `${k}=${v.toFixed(3)}`)
    .join(' ');
  if (onlyWrong && verdict === expected) continue;
  console.log(
    seed,
    expected,
    '->',
    verdict,
    `| ${drops} | ${lines} | ${m} ${readMs.toFixed(0)}ms ${doubt.slice(0, 90)}`,
  );
}
