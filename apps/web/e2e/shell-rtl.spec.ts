import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support';

const s = useBrowser();

describe('RTL layout with English content', () => {
  it('keeps dir=rtl on the layout while a sentence keeps its own order (the period stays at its end)', async () => {
    const { page } = s;
    await signIn(page);
    await page.evaluate(() => {
      localStorage.setItem('isRtl', 'true');
    });
    await page.reload();
    const sentence = page.locator('.dashboard__onboarding p');
    await sentence.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.body.classList.contains('rtl'))).toBe(true);

    // Where the first letter and the final period are drawn: in the sentence's own (LTR) order the period
    // is right of the "S"; flipped by the RTL layout it would be left of it (".Still to do").
    const positions = await sentence.evaluate((p) => {
      const text = p.firstChild;
      if (!text?.textContent) throw new Error('no text');
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      };
      const content = text.textContent;
      return { text: content, first: at(0), period: at(content.length - 1) };
    });
    expect(positions.text).toMatch(/^Still to do: .*\.$/);
    expect(positions.period).toBeGreaterThan(positions.first);

    // The layout itself stays right to left: the sidebar is on the right-hand side.
    const sidebar = await page.locator('#leftsidebar').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeGreaterThan(width / 2);
  });
});
