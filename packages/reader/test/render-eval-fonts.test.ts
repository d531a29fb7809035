import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FONTS } from '../tools/render-eval/eval-scene';

/**
 * The evaluation renderer draws label text through fontconfig, which substitutes another font for a missing
 * one without a word: the photos the reader tests render would then differ from those they were written on
 * (a missing Liberation Sans turned one analyzer photo from read to refused).
 */
describe('the evaluation renderer’s fonts', () => {
  it.each(FONTS)('%s is installed, not substituted', (family) => {
    const matched = execFileSync('fc-match', ['--format=%{family}', family], { encoding: 'utf8' });
    expect(matched.split(',')).toContain(family);
  });
});
