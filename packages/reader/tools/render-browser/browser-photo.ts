import type { CassetteTemplate } from '@portal/contract';
import type { Page } from 'playwright-core';
import type { BrowserScene } from './browser-scene';
import { finishPhoto } from './camera-finish';
import { sceneHtml } from './scene-html';

/** Draws a scene in the page, then finishes it as the camera does: the browser renderer's JPEG photo. */
export async function drawBrowserPhoto(
  page: Page,
  scene: BrowserScene,
  template: CassetteTemplate,
): Promise<Buffer> {
  await page.setViewportSize(scene.frame);
  await page.setContent(sceneHtml(scene, template), { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready.then(() => true)');
  return finishPhoto(await page.screenshot({ type: 'png' }), scene);
}
