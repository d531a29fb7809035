import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { covidFluComboTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

/**
 * Tune-hard combo good-35 (never a held-out photo): a small device (3 px/mm at half size) on a sheet of
 * printed text, whose lines frame a rim that verifies. Read as the server reads it, at the turns the
 * rotation check uses.
 */
async function readGood35(turn: number) {
  const template = covidFluComboTemplate;
  const { jpeg, truth } = await renderEvalPhoto(sampleEvalScene(35, 'tune-hard', 'good', template), template);
  const photo = turn === 0 ? jpeg : await sharp(jpeg).rotate(turn).jpeg({ quality: 95 }).toBuffer();
  const result = await readPhoto(photo, template);
  return {
    read:
      result.status === 'read'
        ? result.results.map((r) => `${r.analyte}=${r.result}`)
        : result.refusal?.flags,
    expected: truth.expected.map((r) => `${r.analyte}=${r.result}`),
  };
}

describe('a small device beside printed text, read at full size', () => {
  it('is read at full size, though the search there also verifies a rim on lines of text', async () => {
    const { read, expected } = await readGood35(0);
    expect(expected).toContain('Influenza B=POSITIVE');
    expect(read).toEqual(expected);
  }, 60_000);

  it('is not read INVALID where the half-size copy put it on the text: the appearance does not agree', async () => {
    // Turned 270 degrees, the half-size copy verifies a rim on the text (appearance 0.46); its window shows
    // no control line, and only the appearance tells it from an INVALID test.
    const { read, expected } = await readGood35(270);
    expect(read).not.toContain('Influenza A=INVALID');
    expect(read).toEqual(expected);
  }, 60_000);
});
